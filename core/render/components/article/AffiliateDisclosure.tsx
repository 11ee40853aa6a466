// Shown when the body, product or gallery earns through affiliate links (spec 000 §3).
export const AFFILIATE_DISCLOSURE_TEXT =
  'We may get a commission from retail offers on this page. Our editors choose products independently.';

export function AffiliateDisclosure() {
  return (
    <p className="affiliate-disclosure" role="note">
      {AFFILIATE_DISCLOSURE_TEXT}
    </p>
  );
}
