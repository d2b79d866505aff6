import { useEffect, useId, useRef, useState } from 'react';
import {
  canAddGuest,
  canAddRoom,
  canRemoveGuest,
  canRemoveRoom,
  changeGuests,
  changeRooms,
  MAX_GUESTS,
  MAX_ROOMS,
  type Occupancy,
} from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import styles from './rooms-guests-field.module.scss';

interface Props {
  value: Occupancy;
  onChange(value: Occupancy): void;
}

/** "Rooms and guests": a disclosure with two steppers; Escape or Done closes it and returns focus. */
export function RoomsGuestsField({ value, onChange }: Props) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const roomsText = t('search.roomCount', { count: value.rooms });
  const guestsText = t('search.guestCount', { count: value.guest });

  return (
    <div
      className={styles.field}
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={t('search.roomsGuests')}
        aria-describedby={`${id}-value`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.label} aria-hidden="true">
          {t('search.roomsGuests')}
        </span>
        <span id={`${id}-value`} className={styles.value}>
          {roomsText}, {guestsText}
        </span>
      </button>
      <div
        id={`${id}-panel`}
        className={open ? styles.panel : styles.hidden}
        role="group"
        aria-label={t('search.roomsGuests')}
      >
        <Stepper
          label={t('search.rooms')}
          value={value.rooms}
          decLabel={t('search.removeRoom')}
          incLabel={t('search.addRoom')}
          canDec={canRemoveRoom(value)}
          canInc={canAddRoom(value)}
          onDec={() => onChange(changeRooms(value, -1))}
          onInc={() => onChange(changeRooms(value, 1))}
        />
        <Stepper
          label={t('search.guests')}
          value={value.guest}
          decLabel={t('search.removeGuest')}
          incLabel={t('search.addGuest')}
          canDec={canRemoveGuest(value)}
          canInc={canAddGuest(value)}
          onDec={() => onChange(changeGuests(value, -1))}
          onInc={() => onChange(changeGuests(value, 1))}
        />
        <p className={styles.hint}>{t('search.roomsHint', { rooms: MAX_ROOMS, guests: MAX_GUESTS })}</p>
        <button type="button" className={styles.done} onClick={close}>
          {t('search.done')}
        </button>
      </div>
    </div>
  );
}

interface StepperProps {
  label: string;
  value: number;
  decLabel: string;
  incLabel: string;
  canDec: boolean;
  canInc: boolean;
  onDec(): void;
  onInc(): void;
}

function Stepper({ label, value, decLabel, incLabel, canDec, canInc, onDec, onInc }: StepperProps) {
  const id = useId();
  return (
    <div className={styles.stepper}>
      <span id={id} className={styles.stepperLabel}>
        {label}
      </span>
      <div className={styles.controls}>
        <button type="button" className={styles.step} aria-label={decLabel} disabled={!canDec} onClick={onDec}>
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.count} aria-labelledby={id} aria-live="polite">
          {value}
        </output>
        <button type="button" className={styles.step} aria-label={incLabel} disabled={!canInc} onClick={onInc}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
