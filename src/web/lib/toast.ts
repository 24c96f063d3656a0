import { toast as sonner } from 'sonner';

type Show = typeof sonner.success;

/** Shows a toast after removing the current one: SPEC keeps only one toast at a time. */
const single =
  (show: Show): Show =>
  (message, options) => {
    sonner.dismiss();
    return show(message, options);
  };

export const toast = {
  success: single(sonner.success),
  error: single(sonner.error),
  warning: single(sonner.warning),
  info: single(sonner.info),
  dismiss: sonner.dismiss,
};
