// Video and video files (spec 000 §3; defaults: status LIVE, suppressAds false,
// typeName content_video_file).
import { type Static, Type } from '@sinclair/typebox';
import { DateString, Opt, WinningInterest } from './common.ts';
import { ContentBaseFields } from './content.ts';
import { ImageSchema } from './image.ts';

export const VideoFileSchema = Type.Object({
  format: Opt(Type.String()),
  height: Opt(Type.Integer({ minimum: 0 })),
  width: Opt(Type.Integer({ minimum: 0 })),
  id: Opt(Type.String()),
  type: Opt(Type.String()),
  typeName: Type.String({ default: 'content_video_file' }),
  url: Type.String({ minLength: 1 }),
  audioBitrate: Opt(Type.Number()),
  audioChannels: Opt(Type.Number()),
  audioCodec: Opt(Type.String()),
  bitrate: Opt(Type.Number()),
  dateCreated: Opt(DateString),
  dateUpdated: Opt(DateString),
  device: Opt(Type.String()),
  downloadUrl: Opt(Type.String()),
  duration: Opt(Type.Number()),
  frameRate: Opt(Type.Number()),
  language: Opt(Type.String()),
  mediaPlatformIds: Opt(Type.Array(Type.String())),
  size: Opt(Type.Number()),
  sourceUrl: Opt(Type.String()),
  streamingUrl: Opt(Type.String()),
  videoBitrate: Opt(Type.Number()),
  videoCodec: Opt(Type.String()),
  videoFormat: Opt(Type.String()),
});
export type VideoFile = Static<typeof VideoFileSchema>;

export const CaptionSchema = Type.Object({
  data: Type.String(),
  format: Type.String(),
  process: Opt(Type.String()),
});
export type Caption = Static<typeof CaptionSchema>;

export const VideoMetaDataSchema = Type.Object({
  collection: Opt(Type.String()),
  duration: Opt(Type.Number()),
  files: Opt(Type.Array(VideoFileSchema)),
  mpxId: Opt(Type.String()),
  mpxRefId: Opt(Type.String()),
  promoDescription: Opt(Type.String()),
  promoTitle: Opt(Type.String()),
  ratingVChip: Opt(Type.String()),
  section: Opt(Type.String()),
  status: Type.String({ default: 'LIVE' }),
});

export const VideoSchema = Type.Object({
  ...ContentBaseFields,
  captions: Opt(Type.Array(CaptionSchema)),
  description: Opt(Type.String()),
  duration: Opt(Type.Number({ minimum: 0 })),
  files: Type.Array(VideoFileSchema, { default: [] }),
  image: Opt(ImageSchema),
  metaData: Type.Optional(VideoMetaDataSchema),
  manifestUrl: Opt(Type.String()),
  mp4Url: Opt(Type.String()),
  mp4Height: Opt(Type.Integer()),
  mp4Width: Opt(Type.Integer()),
  mpxRefId: Opt(Type.String()),
  title: Opt(Type.String()),
  suppressAds: Type.Boolean({ default: false }),
  winningInterest: Opt(WinningInterest),
  site: Opt(Type.String()),
  noIndex: Opt(Type.Boolean()),
});
export type Video = Static<typeof VideoSchema>;
