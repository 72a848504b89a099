import { imageTypes, maxImageBytes, maxProofImages } from '../contract/payments.ts';

/**
 * Receipt and proof images are checked in the browser before upload, so a member learns at once that
 * a file is too big or of the wrong kind instead of after sending megabytes (SPEC §5, §9). The rule
 * itself is the contract's; the server checks it again by the files' first bytes.
 */
export const imageRules = { types: imageTypes, maxBytes: maxImageBytes, maxFiles: maxProofImages } as const;

export type ImageProblem = 'type' | 'size' | 'count';

/** What the check needs of a File: a File passes, and so does a plain object in tests. */
export interface ImageLike {
  name: string;
  type: string;
  size: number;
}

const extensionPattern = /\.(png|jpe?g)$/i;

/** The type a browser reports can be empty for some pickers; the extension decides then. */
function isAcceptedImage(file: ImageLike): boolean {
  if (file.type) return (imageRules.types as readonly string[]).includes(file.type);
  return extensionPattern.test(file.name);
}

/** The first problem of a selection, or null when every file may be sent. */
export function checkImages(files: readonly ImageLike[], maxFiles: number = imageRules.maxFiles): ImageProblem | null {
  if (files.length > maxFiles) return 'count';
  for (const file of files) {
    if (!isAcceptedImage(file)) return 'type';
    if (file.size > imageRules.maxBytes || file.size === 0) return 'size';
  }
  return null;
}

/** The picker's `accept` attribute for the same rule. */
export const imageAccept = 'image/png,image/jpeg,.png,.jpg,.jpeg';
