import { FOOTER_LEGAL_TEXT } from '../../content/footer-legal.ts';

/** The footer's legal panel: its heading and items (the footer holds the toggle and the links). */
export function FooterLegalText() {
  return (
    <>
      <h4 className="text-base font-semibold text-white">{FOOTER_LEGAL_TEXT.heading}</h4>
      {FOOTER_LEGAL_TEXT.items.map((item) => (
        <div key={item.title}>
          <h5 className="text-sm font-semibold text-slate-100">{item.title}</h5>
          <p className="mt-1 text-sm leading-relaxed text-slate-400">{item.body}</p>
        </div>
      ))}
    </>
  );
}
