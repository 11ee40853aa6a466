#!/bin/sh
# Remakes the sample video of examples/media/ with ffmpeg: six seconds of a test
# pattern with a tone, as HLS in two bitrates (H.264 baseline 320x180 and main 640x360,
# AAC audio, fragmented-mp4 segments of two seconds) and as one progressive mp4. The captions
# (sample.vtt, sample.txt) are written by hand and kept as they are.
set -eu
cd "$(dirname "$0")"
SOURCE="-f lavfi -i testsrc2=size=640x360:rate=25:duration=6 -f lavfi -i sine=frequency=440:sample_rate=44100:duration=6"
rm -rf hls sample.mp4
mkdir -p hls
# shellcheck disable=SC2086
ffmpeg -hide_banner -loglevel error -y $SOURCE \
  -filter_complex "[0:v]split=2[hi][lo];[lo]scale=320:180[lo180]" \
  -map "[lo180]" -map 1:a -map "[hi]" -map 1:a \
  -c:v libx264 -pix_fmt yuv420p -g 50 -keyint_min 50 -sc_threshold 0 \
  -profile:v:0 baseline -level:v:0 3.0 -b:v:0 150k -maxrate:v:0 180k -bufsize:v:0 300k \
  -profile:v:1 main -level:v:1 3.1 -b:v:1 400k -maxrate:v:1 480k -bufsize:v:1 800k \
  -c:a aac -b:a 64k -ac 2 \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
  -hls_segment_filename 'hls/%v/segment-%d.m4s' \
  -master_pl_name master.m3u8 -var_stream_map 'v:0,a:0,name:180p v:1,a:1,name:360p' \
  'hls/%v/index.m3u8'
# shellcheck disable=SC2086
ffmpeg -hide_banner -loglevel error -y $SOURCE \
  -c:v libx264 -profile:v main -level 3.1 -pix_fmt yuv420p -b:v 400k -maxrate 480k -bufsize 800k \
  -c:a aac -b:a 64k -ac 2 -movflags +faststart sample.mp4
# A four-second clip for video ad fixtures (a plain colour, another tone).
ffmpeg -hide_banner -loglevel error -y -f lavfi -i color=c=0x2a6df4:size=320x180:rate=25:duration=4 \
  -f lavfi -i sine=frequency=660:sample_rate=44100:duration=4 \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 100k -c:a aac -b:a 48k -ac 2 -movflags +faststart ad.mp4
