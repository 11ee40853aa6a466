// First-party media: image, gallery, video and video playlist. Video players are
// static placeholders the video plugin activates in the browser.
import { contentDeliveryPath, type ImageSource } from '../../images/image-source.ts';
import { bodyPicture } from '../body-images.ts';
import { safeUrl } from '../safe-url.ts';
import type { ShortcodeNode } from '../types.ts';
import { field, formatDuration, list, numberFrom, record, type ShortcodeRenderer, skip, text } from './shortcode-data.ts';

/** An image URL from a string or an Image entity (imageUrl, then path). */
function imageUrl(value: unknown): string | undefined {
  if (typeof value === 'string') return safeUrl(value, 'media');
  const image = record(value);
  return safeUrl(image.imageUrl ?? image.path ?? image.src, 'media');
}

function dimension(value: unknown): number | undefined {
  const parsed = numberFrom(value);
  return parsed !== undefined && Number.isInteger(parsed) && parsed > 0 && parsed < 100000 ? parsed : undefined;
}

/** The string fields of an embedded Image (spec 000 §3; spec 001 §3 embedded image info)
 *  that say where it lives. */
const IMAGE_PLACE_FIELDS = ['id', 'filename', 'dateCreated', 'path', 'bucketPath', 'bucketType', 'crop', 'imageUrl'] as const;

function imageEntity(data: Record<string, unknown>): ImageSource {
  const entity: ImageSource = {};
  for (const name of IMAGE_PLACE_FIELDS) {
    const value = data[name];
    if (typeof value === 'string') entity[name] = value;
  }
  if (typeof data.cropGravity === 'number') entity.cropGravity = data.cropGravity;
  return entity;
}

/** The image the service may resize: the `src` attribute, else the embedded Image (its
 *  bucket path or hub fields), else the embedded image's URL. */
function imageSource(node: ShortcodeNode, data: Record<string, unknown>): ImageSource | string | undefined {
  const src = safeUrl(node.attrs.src, 'media');
  if (src !== undefined) return src;
  const entity = imageEntity(data);
  return contentDeliveryPath(entity) !== undefined ? entity : imageUrl(data);
}

const image: ShortcodeRenderer = (node, ctx) => {
  const data = record(node.data);
  const src = safeUrl(node.attrs.src, 'media') ?? imageUrl(data);
  const source = imageSource(node, data);
  const box = { width: dimension(node.attrs.width ?? data.width), height: dimension(node.attrs.height ?? data.height) };
  const picture = source === undefined ? undefined : bodyPicture(source, box, ctx.images);
  if (src === undefined && picture === undefined) return skip(node, ctx, 'needs an image src');
  const caption = field(node, 'caption');
  const credits = field(node, 'credits') ?? field(node, 'credit');
  return (
    <figure className="image">
      {picture ? (
        <img src={picture.src} srcSet={picture.srcSet} sizes={picture.sizes} alt={field(node, 'alt') ?? ''} width={box.width} height={box.height} loading="lazy" decoding="async" />
      ) : (
        <img src={src} alt={field(node, 'alt') ?? ''} width={box.width} height={box.height} loading="lazy" />
      )}
      {(caption !== undefined || credits !== undefined) && (
        <figcaption>
          {caption}
          {credits !== undefined && <span className="image__credit">{credits}</span>}
        </figcaption>
      )}
    </figure>
  );
};

const gallery: ShortcodeRenderer = (node, ctx) => {
  const items = list(record(node.data).items).map(record);
  const href = safeUrl(field(node, 'url'));
  if (items.length === 0 && href === undefined) return skip(node, ctx, 'needs items or a gallery url');
  const title = field(node, 'title') ?? 'Gallery';
  const thumbnails = items
    .map((item) => ({ src: imageUrl(item.image), alt: text(item.caption) ?? text(item.title) ?? '' }))
    .filter((item): item is { src: string; alt: string } => item.src !== undefined)
    .slice(0, 4);
  const heading = href !== undefined ? <a href={href}>{title}</a> : title;
  return (
    <figure className="gallery" data-gallery-id={field(node, 'id')}>
      {thumbnails.map((thumbnail, index) => (
        <img key={index} className="gallery__thumbnail" src={thumbnail.src} alt={thumbnail.alt} loading="lazy" />
      ))}
      <figcaption>
        {heading}
        {items.length > 0 && <span className="gallery__count">{`${items.length} photos`}</span>}
      </figcaption>
    </figure>
  );
};

function videoTitle(node: ShortcodeNode): string {
  return field(node, 'title') ?? field(node, 'headline') ?? 'Video';
}

const video: ShortcodeRenderer = (node, ctx) => {
  const data = record(node.data);
  const id = field(node, 'id');
  if (id === undefined || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return skip(node, ctx, 'needs a video id');
  const poster = imageUrl(data.image) ?? safeUrl(data.imageUrl, 'media');
  const duration = numberFrom(data.duration ?? node.attrs.duration);
  return (
    <figure className="video" data-embed="video" data-video-id={id} data-suppress-ads={data.suppressAds === true ? 'true' : undefined}>
      {poster !== undefined && <img className="video__poster" src={poster} alt="" loading="lazy" />}
      <figcaption>
        <span className="video__title">{videoTitle(node)}</span>
        {duration !== undefined && <span className="video__duration">{formatDuration(duration)}</span>}
      </figcaption>
    </figure>
  );
};

const playlist: ShortcodeRenderer = (node, ctx) => {
  const id = field(node, 'id');
  const videos = list(record(node.data).videos).map(record);
  if (id === undefined && videos.length === 0) return skip(node, ctx, 'needs a playlist id or videos');
  return (
    <section className="video-playlist" data-embed="video-playlist" data-playlist-id={id}>
      <h3>{field(node, 'title') ?? 'Playlist'}</h3>
      {videos.length > 0 && (
        <ol>
          {videos.map((entry, index) => (
            <li key={index} data-video-id={text(entry.id, 64)}>
              {text(entry.title) ?? text(entry.headline) ?? 'Video'}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};

export const mediaShortcodes: Record<string, ShortcodeRenderer> = { image, gallery, video, playlist };
