import { describe, expect, it } from 'vitest';
import { isValidImage } from '../../../core/content/rules/image-validity.ts';
import { contentDeliveryPath, extensionOf, isHubImage } from '../../../core/images/image-source.ts';

describe('image validity (spec 000 §5)', () => {
  it('a hub image needs creation date, file name and id', () => {
    const hub = { id: 'a1', filename: 'x.jpg', dateCreated: '2024-03-04T05:06:07Z' };
    expect(isHubImage(hub)).toBe(true);
    expect(isValidImage(hub)).toBe(true);
    expect(isValidImage({ ...hub, id: undefined })).toBe(false);
    expect(isValidImage({ ...hub, filename: '' })).toBe(false);
    expect(isValidImage({ ...hub, dateCreated: undefined })).toBe(false);
    expect(isValidImage({ ...hub, dateCreated: 'not a date' })).toBe(false);
  });

  it('an ordinary image needs bucket path and bucket type', () => {
    expect(isValidImage({ bucketPath: 'a/b.jpg', bucketType: 'original' })).toBe(true);
    expect(isValidImage({ bucketPath: 'a/b.jpg' })).toBe(false);
    expect(isValidImage({ bucketType: 'original' })).toBe(false);
    expect(isValidImage({ bucketPath: ' ', bucketType: 'original' })).toBe(false);
  });

  it('a string image is valid when it is not empty', () => {
    expect(isValidImage('https://example.com/a.jpg')).toBe(true);
    expect(isValidImage('')).toBe(false);
    expect(isValidImage(undefined)).toBe(false);
    expect(isValidImage(null)).toBe(false);
  });
});

describe('contentDeliveryPath', () => {
  it('encodes each segment and refuses dot segments', () => {
    expect(contentDeliveryPath({ bucketType: 'original', bucketPath: '/a b/c#d.jpg' })).toBe('/original/a%20b/c%23d.jpg');
    expect(contentDeliveryPath({ bucketType: 'original', bucketPath: 'a/../b.jpg' })).toBeUndefined();
    expect(contentDeliveryPath({ bucketType: '..', bucketPath: 'b.jpg' })).toBeUndefined();
    expect(contentDeliveryPath({ id: 'x', filename: '../y.jpg', dateCreated: '2024-01-01' })).toBeUndefined();
  });

  it('reads the extension in lower case', () => {
    expect(extensionOf('/a/B.JPEG')).toBe('jpeg');
    expect(extensionOf('/a.b/c')).toBe('');
  });
});
