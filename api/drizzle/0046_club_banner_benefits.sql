-- A club banner leads to its own benefits page (rc-benefits/{bannerId}). The seeded club banners linked to
-- the club's landing page (or, on databases seeded earlier, to what-is-redcash); a banner edited by hand
-- keeps its link.
UPDATE "banners" SET "link_path" = '/rc-benefits/' || "id"
  WHERE "link_path" IN ('/loyalty_landing', '/what-is-redcash') AND "title" IN ('Join RedNest Club', 'Gabung RedNest Club');
