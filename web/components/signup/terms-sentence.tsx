import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

const link = (href: string) =>
  function LegalLink(chunks: ReactNode[]) {
    return (
      <a href={href} target="_blank" rel="noopener">
        {chunks}
      </a>
    );
  };

/**
 * The signup's "you accept the terms and the privacy policy", each a link to its page (issue 27). They open in a new
 * tab: the signup she is filling in stays as it is.
 */
export function TermsSentence({ className }: { className?: string }) {
  return (
    <p className={className}>
      <FormattedMessage id="signup.termsLinked" values={{ terms: link('/pages/terms'), privacy: link('/pages/privacy') }} />
    </p>
  );
}
