import { checkImages, imageAccept, type ImageProblem } from '../lib/image-files.ts';
import { useText } from './text.tsx';
import { Field } from './Field.tsx';

interface ImagePickerProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  maxFiles: number;
  error?: string;
}

/** A png/jpg picker checked before upload: too many, too big or the wrong kind is said at once. */
export function ImagePicker({ label, files, onChange, maxFiles, error }: ImagePickerProps) {
  const { t } = useText();
  const problemText = (problem: ImageProblem) => t(`center.images.${problem}`, { max: maxFiles });
  const problem = checkImages(files, maxFiles);
  return (
    <Field label={label} hint={t('center.images.rule', { max: maxFiles })} error={error ?? (problem ? problemText(problem) : undefined)}>
      <input type="file" accept={imageAccept} multiple={maxFiles > 1} onChange={(event) => onChange([...(event.target.files ?? [])])} />
    </Field>
  );
}

/** Whether the picked files may be sent. */
export function imagesOk(files: readonly File[], maxFiles: number): boolean {
  return checkImages(files, maxFiles) === null;
}
