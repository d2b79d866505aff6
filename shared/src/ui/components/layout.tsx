/**
 * Page layout pieces every remote composes its pages from: the page frame with its one h1,
 * titled sections (landmarks named by their heading), cards and a numbered step list.
 */
import { useId, type ReactNode } from 'react';
import { cx } from './class-names';
import styles from './layout.module.scss';

export interface PageContainerProps {
  /** the page's one h1 */
  title: ReactNode;
  intro?: ReactNode;
  /** 720 px wide instead of 1120 (forms, articles) */
  narrow?: boolean;
  /** more header content under the intro (actions, a lead picture) */
  headerExtra?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A page inside the shell's main landmark: a labelled section with the page heading. */
export function PageContainer({ title, intro, narrow, headerExtra, className, children }: PageContainerProps) {
  const headingId = useId();
  return (
    <section className={cx(styles.rnPage, narrow && styles.rnPageNarrow, className)} aria-labelledby={headingId}>
      <header className={styles.rnPageHeader}>
        <h1 id={headingId} className={styles.rnPageTitle}>
          {title}
        </h1>
        {intro && <p className={styles.rnPageIntro}>{intro}</p>}
        {headerExtra}
      </header>
      <div className={styles.rnPageBody}>{children}</div>
    </section>
  );
}

export interface SectionProps {
  title: ReactNode;
  intro?: ReactNode;
  /** heading level under the page's h1 (default 2) */
  level?: 2 | 3;
  className?: string;
  children?: ReactNode;
}

export function Section({ title, intro, level = 2, className, children }: SectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={cx(styles.rnSection, className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.rnSectionTitle}>
        {title}
      </Heading>
      {intro && <p className={styles.rnSectionIntro}>{intro}</p>}
      {children}
    </section>
  );
}

export interface CardProps {
  title?: ReactNode;
  /** heading level of the title (default 3) */
  level?: 2 | 3 | 4;
  /** `li` inside a CardGrid */
  as?: 'div' | 'li' | 'article';
  className?: string;
  children?: ReactNode;
}

export function Card({ title, level = 3, as: Tag = 'div', className, children }: CardProps) {
  const Heading = `h${level}` as 'h2' | 'h3' | 'h4';
  return (
    <Tag className={cx(styles.rnCard, className)}>
      {title && <Heading className={styles.rnCardTitle}>{title}</Heading>}
      {children}
    </Tag>
  );
}

/** A responsive grid of cards (a list: give each Card `as="li"`). */
export function CardGrid({ className, children, label }: { className?: string; children?: ReactNode; label?: string }) {
  return (
    <ul className={cx(styles.rnCardGrid, className)} aria-label={label}>
      {children}
    </ul>
  );
}

export interface Step {
  key: string;
  title: ReactNode;
  body?: ReactNode;
}

/** Numbered steps ("how it works"): an ordered list, numbers drawn for the eye only. */
export function StepList({ steps, className }: { steps: Step[]; className?: string }) {
  return (
    <ol className={cx(styles.rnSteps, className)}>
      {steps.map((step, i) => (
        <li key={step.key} className={styles.rnStep}>
          <span className={styles.rnStepNumber} aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <h3 className={styles.rnStepTitle}>{step.title}</h3>
            {step.body && <p className={styles.rnStepBody}>{step.body}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
