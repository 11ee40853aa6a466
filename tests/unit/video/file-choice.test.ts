// spec 001 §5: which file of a video plays.
import { describe, expect, it } from 'vitest';
import { chooseVideoFile, isAllowedUrl, isValidMp4 } from '../../../plugins/video/file-choice.ts';

const hlsClear = { url: 'https://cdn.example.com/clear/master.m3u8', type: 'HLS_CLEAR', format: 'M3U', bitrate: 0 };
const hlsLow = { url: 'https://cdn.example.com/low.m3u8', type: 'HLS', format: 'm3u8', bitrate: 200_000 };
const hlsHigh = { url: 'https://cdn.example.com/high.m3u8', type: 'HLS', format: 'm3u8', bitrate: 900_000 };
const mp4Low = { url: 'https://cdn.example.com/low.mp4', type: 'Downloadable', format: 'MPEG4', bitrate: 500_000 };
const mp4High = { url: 'https://cdn.example.com/high.mp4', type: 'Downloadable', format: 'MPEG4', bitrate: 3_000_000 };

describe('video file choice', () => {
  it('ignores files that are not https, and takes paths of this site as same-origin', () => {
    expect(isAllowedUrl('http://cdn.example.com/a.mp4')).toBe(false);
    expect(isAllowedUrl('//cdn.example.com/a.mp4')).toBe(false);
    expect(isAllowedUrl('/\\cdn.example.com/a.mp4')).toBe(false);
    expect(isAllowedUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedUrl('https://cdn.example.com/a.mp4')).toBe(true);
    expect(isAllowedUrl('/_neutron/media/sample.mp4')).toBe(true);
    expect(chooseVideoFile([{ ...hlsClear, url: 'http://cdn.example.com/clear.m3u8' }, mp4Low])).toEqual({ kind: 'mp4', url: mp4Low.url });
    expect(chooseVideoFile([{ ...mp4High, url: 'http://cdn.example.com/high.mp4' }])).toBeUndefined();
  });

  it('prefers HLS clear over every other HLS and mp4', () => {
    expect(chooseVideoFile([mp4High, hlsHigh, hlsClear, hlsLow])).toEqual({ kind: 'hls', url: hlsClear.url });
  });

  it('then takes the highest-bitrate HLS', () => {
    expect(chooseVideoFile([mp4High, hlsLow, hlsHigh])).toEqual({ kind: 'hls', url: hlsHigh.url });
  });

  it('then an mp4, the highest bitrate first', () => {
    expect(chooseVideoFile([mp4Low, mp4High])).toEqual({ kind: 'mp4', url: mp4High.url });
  });

  it('takes an mp4 of the wifi or HDS types whatever its format', () => {
    expect(isValidMp4({ url: 'https://a/x', type: 'WIFI', format: 'whatever' })).toBe(true);
    expect(isValidMp4({ url: 'https://a/x', type: 'HDS' })).toBe(true);
    expect(chooseVideoFile([{ url: 'https://cdn.example.com/wifi', type: 'wifi' }])).toEqual({ kind: 'mp4', url: 'https://cdn.example.com/wifi' });
  });

  it('takes a downloadable or untyped file only in mpeg4 format', () => {
    expect(isValidMp4({ url: 'https://a/x', type: 'Downloadable', format: 'MPEG4' })).toBe(true);
    expect(isValidMp4({ url: 'https://a/x', format: 'mpeg4' })).toBe(true);
    expect(isValidMp4({ url: 'https://a/x', type: 'Downloadable', format: 'webm' })).toBe(false);
    expect(isValidMp4({ url: 'https://a/x', format: 'M3U' })).toBe(false);
    expect(isValidMp4({ url: 'https://a/x', type: 'HLS', format: 'MPEG4' })).toBe(false);
    expect(chooseVideoFile([{ url: 'https://cdn.example.com/a.webm', type: 'Downloadable', format: 'webm' }])).toBeUndefined();
  });

  it('chooses nothing from no files', () => {
    expect(chooseVideoFile([])).toBeUndefined();
  });
});
