import { useId } from 'react';
import type { Faq } from '@rednest/shared/contracts';
import styles from './faq-item.module.scss';

interface FaqItemProps {
  faq: Faq;
  open: boolean;
  onToggle(id: number): void;
}

/**
 * One question as a disclosure (WAI-ARIA accordion pattern): a real <button> in a heading, so
 * Enter and Space work and screen readers announce "collapsed/expanded". The answer is plain
 * text from the API and is rendered as text, never as HTML.
 */
export function FaqItem({ faq, open, onToggle }: FaqItemProps) {
  const id = useId();
  const buttonId = `${id}-q`;
  const panelId = `${id}-a`;
  return (
    <div className={styles.item} data-open={open || undefined}>
      <h3 className={styles.heading}>
        <button
          id={buttonId}
          type="button"
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          data-faq-trigger=""
          // a question is a sentence: it may take two lines on a phone (the fit check skips it)
          data-multiline=""
          onClick={() => onToggle(faq.id)}
        >
          <span className={styles.question}>{faq.question}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
        {faq.answer.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i} className={styles.answer}>
            {paragraph}
          </p>
        ))}
      </div>
    </div>
  );
}
