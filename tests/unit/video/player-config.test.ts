// What the player gets for a video: the chosen file, an mp4 for browsers without HLS,
// captions and the transcript (spec 000 §3, spec 001 §5).
import { describe, expect, it } from 'vitest';
import { playerConfig, transcriptOf } from '../../../plugins/video/player-config.ts';

const base = { id: 'v1', slug: 'clip', suppressAds: false };

describe('player config', () => {
  it('plays the HLS and keeps the best allowed mp4 beside it', () => {
    const config = playerConfig(
      {
        ...base,
        files: [
          { url: 'http://cdn.example.com/a.mp4', format: 'MPEG4', bitrate: 9_000_000 },
          { url: 'https://cdn.example.com/b.mp4', type: 'Downloadable', format: 'MPEG4', bitrate: 1_000_000 },
          { url: 'https://cdn.example.com/master.m3u8', type: 'HLS_CLEAR' },
        ],
      },
      { captions: 'WEBVTT\n', poster: '/a/img/p.jpg' },
    );
    expect(config).toMatchObject({ source: { kind: 'hls', url: 'https://cdn.example.com/master.m3u8' }, mp4: 'https://cdn.example.com/b.mp4', captions: 'WEBVTT\n', poster: '/a/img/p.jpg', title: 'clip' });
  });

  it('falls back to manifestUrl, then mp4Url, and offers nothing when no file qualifies', () => {
    expect(playerConfig({ ...base, files: [], manifestUrl: 'https://cdn.example.com/m.m3u8' }, {}).source).toEqual({ kind: 'hls', url: 'https://cdn.example.com/m.m3u8' });
    expect(playerConfig({ ...base, files: [], mp4Url: 'https://cdn.example.com/v.mp4' }, {}).source).toEqual({ kind: 'mp4', url: 'https://cdn.example.com/v.mp4' });
    const none = playerConfig({ ...base, files: [{ url: 'http://cdn.example.com/m.m3u8', type: 'HLS' }] }, {});
    expect(none.source).toBeUndefined();
    expect(none.mp4).toBeUndefined();
  });

  it('takes the txt caption with newlines removed as the transcript', () => {
    expect(transcriptOf([{ format: 'webvtt', data: 'WEBVTT' }, { format: 'txt', data: 'One line.\nTwo lines.\r\n\nThree.\n' }])).toBe('One line. Two lines. Three.');
    expect(transcriptOf([{ format: 'webvtt', data: 'WEBVTT' }])).toBeUndefined();
  });
});
