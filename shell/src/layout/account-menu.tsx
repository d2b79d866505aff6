import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '@rednest/shared/i18n';
import type { UserInfo } from '@rednest/shared/contracts';
import { linkHandler, type Navigate } from '../app/navigation';
import styles from './header.module.scss';

interface Props {
  user: UserInfo;
  locale: string;
  navigate: Navigate;
  onSignOut: () => Promise<void>;
}

/** WAI-ARIA menu button: Enter/Space/ArrowDown open, arrows move, Escape closes and returns focus. */
export function AccountMenu({ user, locale, navigate, onSignOut }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const firstName = user.first_name || user.email.split('@')[0] || '';

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    if (list.length) list[(index + list.length) % list.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // first item gets focus when the menu opens (WAI-ARIA menu button pattern)
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') focusItem(index + 1);
    else if (e.key === 'ArrowUp') focusItem(index - 1);
    else if (e.key === 'Home') focusItem(0);
    else if (e.key === 'End') focusItem(list.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') setOpen(false);
    else return;
    e.preventDefault();
  };

  const signOut = async () => {
    setBusy(true);
    try {
      await onSignOut();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  const initial = (firstName[0] ?? '?').toUpperCase();
  return (
    <div className={styles.account} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.accountButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('shell.accountMenu', { name: firstName })}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className={styles.avatar} data-letter={initial} aria-hidden="true">
          {initial}
        </span>
        <span className={styles.accountName} aria-hidden="true">
          {firstName}
        </span>
      </button>
      {open ? (
        <ul
          id={menuId}
          ref={menuRef}
          role="menu"
          className={styles.menu}
          aria-label={t('shell.accountMenu', { name: firstName })}
          onKeyDown={onMenuKey}
        >
          <li role="none">
            <a
              role="menuitem"
              tabIndex={-1}
              href={`/${locale}/my-bookings`}
              onClick={linkHandler(navigate, `/${locale}/my-bookings`, () => close(false))}
            >
              {t('shell.menu.myBookings')}
            </a>
          </li>
          {/* a company's booker (corporate_members): the company's clients (mf-corporate my-clients) */}
          {user.corporate_type === 'other' && user.corporate_agent_id !== null ? (
            <li role="none">
              <a
                role="menuitem"
                tabIndex={-1}
                href={`/${locale}/my-clients`}
                onClick={linkHandler(navigate, `/${locale}/my-clients`, () => close(false))}
              >
                {t('shell.menu.myClients')}
              </a>
            </li>
          ) : null}
          <li role="none">
            <a
              role="menuitem"
              tabIndex={-1}
              href={`/${locale}/account`}
              onClick={linkHandler(navigate, `/${locale}/account`, () => close(false))}
            >
              {t('shell.menu.account')}
            </a>
          </li>
          <li role="none">
            <button role="menuitem" tabIndex={-1} type="button" onClick={signOut} disabled={busy} aria-busy={busy}>
              {busy ? t('shell.signingOut') : t('shell.signOut')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
