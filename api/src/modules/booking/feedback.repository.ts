/** Guest reviews of their stays (rate-us). The only feedback file that touches the database. */
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { properties } from '../../db/schema/catalog.ts';
import { reviews } from '../../db/schema/discovery.ts';

export function createFeedbackRepository(db: Db) {
  return {
    async ratingOf(bookingId: number): Promise<number | null> {
      const [row] = await db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.bookingId, bookingId));
      return row?.rating ?? null;
    },

    /**
     * Records a stay's review and, in the same transaction, makes the property's rating and review
     * count the average and count of its reviews again (as the seed made them), so the card, the
     * details page and the reviews list agree. Null when the booking was rated already.
     */
    async insertReview(row: {
      propertyId: number;
      bookingId: number;
      authorName: string;
      rating: number;
      travellerType: string;
      comment: string;
      tags: string[];
      userSegment: string;
      stayedOn: string;
      now: Date;
    }): Promise<{ reviewId: number; rating: number; reviewCount: number } | null> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(reviews)
          .values({
            propertyId: row.propertyId,
            bookingId: row.bookingId,
            authorName: row.authorName,
            rating: row.rating,
            travellerType: row.travellerType,
            comment: row.comment,
            tags: row.tags,
            userSegment: row.userSegment,
            stayedOn: row.stayedOn,
            createdAt: row.now,
          })
          .onConflictDoNothing()
          .returning({ id: reviews.id });
        if (!created) return null;
        // the property's row lock orders concurrent reviews of one property
        const [updated] = rowsOf<{ rating: number; review_count: number }>(
          await tx.execute(sql`
          update ${properties} set
            rating = agg.avg, review_count = agg.n
          from (select round(avg(${reviews.rating})::numeric, 2)::real as avg, count(*)::int as n from ${reviews} where ${reviews.propertyId} = ${row.propertyId}) agg
          where ${properties.id} = ${row.propertyId}
          returning ${properties.rating} as rating, ${properties.reviewCount} as review_count`),
        );
        return { reviewId: created.id, rating: Number(updated!.rating), reviewCount: Number(updated!.review_count) };
      });
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
