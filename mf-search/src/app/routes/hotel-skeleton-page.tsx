import { HotelSkeleton, type SkeletonPicture } from '../../features/hotel-details/components/hotel-skeleton';
import styles from './page-fallback.module.scss';

/** While the hotel page's chunk loads: its skeleton, so nothing moves when it arrives. */
export function HotelSkeletonPage({ picture }: { picture?: SkeletonPicture }) {
  return (
    <div className={styles.hotel}>
      <HotelSkeleton picture={picture} />
    </div>
  );
}
