// The preferences dialog: a real modal (<dialog> shown with showModal: the page behind is
// inert, Escape closes it, Tab stays inside), labelled by its heading, one checkbox with
// a label per offered category; critical is shown, always on.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { ConsentCategory, ConsentState } from '../../../core/browser.ts';
import type { ConsentAction } from '../rules.ts';
import { CATEGORY_NAMES } from './category-names.ts';
import { GpcNote } from './GpcNote.tsx';
import { PolicyLink } from './PolicyLink.tsx';

interface Props {
  state: ConsentState;
  categories: readonly ConsentCategory[];
  policyUrl: string | undefined;
  gpc: boolean;
  gpcNames: readonly string[];
  onSave(action: ConsentAction): void;
  onClose(): void;
  /** Where focus goes back when the dialog closes. */
  returnFocus: HTMLElement | null;
}

const DESCRIPTIONS: Readonly<Record<ConsentCategory, string>> = {
  critical: 'Keeps the site working and secure, and remembers these choices. Always on.',
  performance: 'Counts visits and measures how fast pages load, so we can improve the site.',
  functional: 'Maps, documents, podcasts and other tools embedded from other services.',
  targeting: 'Personalised advertising: we and our partners may sell or share your personal information to choose the ads you see.',
  social: 'Videos and posts from YouTube, X, Facebook, Instagram and other networks, which may track you.',
};

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled), a[href]';

export function ConsentDialog({ state, categories, policyUrl, gpc, gpcNames, onSave, onClose, returnFocus }: Props) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState<ReadonlySet<ConsentCategory>>(() => new Set(state.granted));
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Escape (and anything else that closes the element) closes the dialog for React too.
    const closed = () => close.current();
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
      if (returnFocus?.isConnected) returnFocus.focus();
    };
  }, [returnFocus]);

  /** Tab and Shift+Tab wrap around inside the dialog. */
  function trapFocus(event: KeyboardEvent<HTMLDialogElement>): void {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const toggle = (category: ConsentCategory, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(category);
      else next.delete(category);
      return next;
    });

  return (
    <dialog ref={ref} className="consent-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} onKeyDown={trapFocus}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ kind: 'choose', granted: [...chosen] });
        }}
      >
        <h2 id={`${id}-title`} className="consent-dialog__title">
          Privacy choices
        </h2>
        <p id={`${id}-intro`}>
          Choose what this site may use besides what it needs to work. Your choice is kept in a cookie on this device for both our brands.
          <PolicyLink href={policyUrl} />
        </p>
        {gpc ? <GpcNote names={gpcNames} /> : null}
        <fieldset className="consent-dialog__categories">
          <legend>Categories</legend>
          {(['critical', ...categories] as const).map((category) => {
            const inputId = `${id}-${category}`;
            const critical = category === 'critical';
            return (
              <div key={category} className="consent-dialog__category">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={critical || chosen.has(category)}
                  disabled={critical}
                  aria-describedby={`${inputId}-description`}
                  onChange={(event) => toggle(category, event.currentTarget.checked)}
                />
                <label htmlFor={inputId}>{CATEGORY_NAMES[category]}</label>
                <p id={`${inputId}-description`} className="consent-dialog__description">
                  {DESCRIPTIONS[category]}
                </p>
              </div>
            );
          })}
        </fieldset>
        <div className="consent-dialog__actions">
          <button type="submit" className="consent-button consent-button--primary">
            Save choices
          </button>
          <button type="button" className="consent-button" onClick={() => onSave({ kind: 'accept-all' })}>
            Accept all
          </button>
          <button type="button" className="consent-button" onClick={() => onSave({ kind: 'reject-all' })}>
            Reject all
          </button>
          <button type="button" className="consent-button consent-button--quiet" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
    </dialog>
  );
}
