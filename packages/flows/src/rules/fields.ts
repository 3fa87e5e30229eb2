/** 'required' for every field whose value is missing, e.g. `requiredErrors({ email: email === '' })`. */
export function requiredErrors<K extends string>(missing: Record<K, boolean>): Partial<Record<K, 'required'>> {
  const errors: Partial<Record<K, 'required'>> = {};
  for (const field of Object.keys(missing) as K[]) {
    if (missing[field]) errors[field] = 'required';
  }
  return errors;
}
