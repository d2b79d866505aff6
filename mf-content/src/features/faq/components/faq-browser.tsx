import { useDeferredValue, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Faq } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { EmptyState } from '@rednest/shared/ui';
import { filterFaqs, groupFaqs } from '../utils/faq-groups';
import { FaqItem } from './faq-item';
import styles from './faq-browser.module.scss';

/** Search box + questions grouped by category, each an accordion item. */
export function FaqBrowser({ faqs }: { faqs: Faq[] }) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(() => new Set());
  // typing stays responsive on long lists: filtering follows one render behind
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => filterFaqs(faqs, deferredQuery), [faqs, deferredQuery]);
  const groups = useMemo(() => groupFaqs(matches), [matches]);

  const toggle = (id: number) =>
    setOpenIds((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // Arrow keys, Home and End move between questions (WAI-ARIA accordion keyboard support).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute('data-faq-trigger') || !listRef.current) return;
    const triggers = [...listRef.current.querySelectorAll<HTMLButtonElement>('[data-faq-trigger]')];
    const index = triggers.indexOf(target as HTMLButtonElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (index + 1) % triggers.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + triggers.length) % triggers.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = triggers.length - 1;
    if (next === null) return;
    event.preventDefault();
    triggers[next]?.focus();
  };

  const countText =
    matches.length === 1 ? t('content.faq.countOne') : t('content.faq.count', { count: matches.length });

  return (
    <div className={styles.browser}>
      <div className={styles.search} role="search">
        <label htmlFor={inputId} className={styles.label}>
          {t('content.faq.search')}
        </label>
        <div className={styles.inputRow}>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={query}
            autoComplete="off"
            aria-describedby={hintId}
            onChange={(e) => setQuery(e.target.value)}
          />
          {query && (
            <button type="button" className={styles.clear} onClick={() => setQuery('')}>
              {t('content.faq.clear')}
            </button>
          )}
        </div>
        <p id={hintId} className={styles.hint}>
          {t('content.faq.searchHint')}
        </p>
      </div>

      <p className={styles.count} role="status" aria-live="polite">
        {countText}
      </p>

      {groups.length === 0 ? (
        <EmptyState title={t('content.faq.noMatch')} description={t('content.faq.noMatchBody')} />
      ) : (
        <div ref={listRef} className={styles.groups} onKeyDown={onKeyDown}>
          {groups.map((group) => (
            <section key={group.category} className={styles.group} aria-label={group.category}>
              <h2 className={styles.category}>{group.category}</h2>
              {group.faqs.map((faq) => (
                <FaqItem key={faq.id} faq={faq} open={openIds.has(faq.id)} onToggle={toggle} />
              ))}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
