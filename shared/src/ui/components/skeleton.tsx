import '../labels';
import type { CSSProperties } from 'react';
import { useT } from '@rednest/shared/i18n';
import { cx } from './class-names';
import styles from './skeleton.module.scss';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  /** 'text' lines are rounded and sized to the font; 'circle' for avatars */
  shape?: 'rect' | 'text' | 'circle';
  /** several text lines, the last one shorter, like a paragraph */
  lines?: number;
  /** what is loading, for screen readers ("Loading hotels"); defaults to "Loading…" */
  label?: string;
  className?: string;
}

const size = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/** A placeholder the shape of the content to come, announced as busy to assistive technology. */
export function Skeleton({ width, height, shape = 'rect', lines, label, className }: SkeletonProps) {
  const t = useT();
  const style: CSSProperties = { width: size(width), height: size(height) };
  const count = lines && lines > 1 ? lines : 1;
  return (
    <span
      role="status"
      aria-busy="true"
      aria-label={label ?? t('ui.loading')}
      className={cx(styles.rnSkeletonGroup, className)}
    >
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={cx(styles.rnSkeleton, styles[`rnSkeleton-${shape}`])}
          style={count > 1 && i === count - 1 ? { ...style, width: '60%' } : style}
        />
      ))}
    </span>
  );
}
