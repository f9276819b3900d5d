/** Side in pixels of the square picture uploaded: twice the largest avatar drawn, for sharp screens. */
export const AVATAR_UPLOAD_SIDE = 256;

/**
 * The middle square of the picture, scaled down to AVATAR_UPLOAD_SIDE and encoded as WebP (PNG where the browser
 * cannot write WebP): a phone photo of several megabytes becomes a few kilobytes before it leaves the device.
 */
export async function scaleAvatar(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const crop = Math.min(bitmap.width, bitmap.height);
  const side = Math.min(AVATAR_UPLOAD_SIDE, crop);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(bitmap, (bitmap.width - crop) / 2, (bitmap.height - crop) / 2, crop, crop, 0, 0, side, side);
  bitmap.close();
  const encoded = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.9));
  if (!encoded) throw new Error('The picture could not be encoded');
  return encoded;
}

/** Base64 of the bytes, as the upload's JSON carries them. */
export async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
