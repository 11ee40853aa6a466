// A video's captions as a file, asked for with its format's extension (spec 001 §7:
// videos/{site}/captions/{format}/{slug}.{extension}); sent as text, not JSON.
import { CAPTION_MEDIA_TYPES, captionExtension } from '../api-words.ts';
import type { Caption } from '../schemas/video.ts';
import { badRequest, notFound, type ServiceResponse } from './answers.ts';
import type { ContentStore } from './store.ts';
import { ownValue } from '../own-value.ts';

/** GET videos/{site}/captions/{format}/{slug}.{extension} */
export function captionsAnswer(store: ContentStore, site: string, format: string, file: string): ServiceResponse {
  const mediaType = ownValue(CAPTION_MEDIA_TYPES, format);
  if (!mediaType) return notFound(`Unknown caption format ${format}`);
  const suffix = `.${captionExtension(format)}`;
  if (!file.endsWith(suffix) || file.length === suffix.length)
    return badRequest(`Captions in format ${format} are asked for as {slug}${suffix}`);
  const slug = file.slice(0, -suffix.length);
  const video = store.get(site, 'video', slug);
  if (!video) return notFound(`Video ${slug} not found`);
  // Stored videos passed VideoSchema when seeded, so captions are Caption objects.
  const captions = (video.data.captions as Caption[] | undefined) ?? [];
  const caption = captions.find((entry) => entry.format === format);
  if (!caption) return notFound(`Video ${slug} has no ${format} captions`);
  return { status: 200, body: {}, text: caption.data, contentType: `${mediaType}; charset=utf-8` };
}
