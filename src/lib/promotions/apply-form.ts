import { asFailure } from '../api/failure.ts';

// Not image-files.ts: it reads the rule from the contract, which would bring zod into the page's first script.
const acceptedTypes = ['image/png', 'image/jpeg'];
const acceptedNames = /\.(png|jpe?g)$/i;

export interface ApplyLimits {
  comment: number;
  images: number;
  bytes: number;
}

/**
 * The application form of one activity (SPEC §5): the comment and images are checked here first so
 * a member learns at once, before megabytes are sent; the server checks them again by content.
 */
export function wireApplyForm(
  container: HTMLElement,
  promotionId: number,
  limits: ApplyLimits,
  texts: Record<string, string>,
  onApplied: () => Promise<void>,
): void {
  const form = container.querySelector('form');
  if (!form) return;
  const showError = (field: string, message: string) => {
    const slot = form.querySelector(`[data-error="${field}"]`);
    if (slot) slot.textContent = message;
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const comment = String(new FormData(form).get('comment') ?? '').trim();
    const images = [...(form.querySelector<HTMLInputElement>('input[type="file"]')?.files ?? [])];
    showError('comment', '');
    showError('images', '');
    if (comment.length === 0 || [...comment].length > limits.comment) {
      showError('comment', texts.comment ?? '');
      return;
    }
    const badImage = (file: File) =>
      (file.type ? !acceptedTypes.includes(file.type) : !acceptedNames.test(file.name)) || file.size === 0 || file.size > limits.bytes;
    if (images.length > limits.images || images.some(badImage)) {
      showError('images', texts.images ?? '');
      return;
    }
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit) submit.disabled = true;
    try {
      const { applyToPromotion } = await import('../api/engagement.ts');
      await applyToPromotion(promotionId, comment, images);
      await onApplied();
    } catch (error) {
      const failure = asFailure(error);
      showError(
        failure.fields.images ? 'images' : 'comment',
        failure.fields.images ?? failure.fields.comment ?? failure.fields.promotionId ?? (failure.message || texts.actionFailed || ''),
      );
      if (submit) submit.disabled = false;
    }
  });
}
