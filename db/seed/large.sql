-- A large demo catalogue (local runs and benchmarks only, never production): generated spare
-- parts, charters and vessels for sale on top of demo.sql's 34 products, so that the catalogue
-- holds :demo_size products in all (docs/large-catalogues.md). Half go to Marine Supplies, a
-- quarter to each vessel category.
--
--   psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -v demo_size=10000 -f db/seed/large.sql
--
-- Deterministic and idempotent: product n always gets the same id, text and values, and rows
-- are inserted with ON CONFLICT (id) DO NOTHING, so running it again adds nothing and a larger
-- size adds only the difference. Images reuse the demo illustrations of the same category
-- (load demo.sql first; without it the products have no image). One INSERT ... SELECT over
-- generate_series: 10,000 products load in well under a second.

BEGIN;

WITH
brands (list) AS (VALUES (ARRAY['Caterpillar', 'Cummins', 'Volvo Penta', 'MAN', 'MTU', 'Wärtsilä', 'Yanmar',
    'Perkins', 'Mercury', 'Yamaha', 'Furuno', 'Raymarine', 'Racor', 'Jabsco', 'Lewmar', 'Lalizas', 'Vetus',
    'ZF Marine', 'Kohler', 'Victron'])),
parts (list) AS (VALUES (ARRAY['Raw Water Pump Impeller Kit', 'Fuel Filter Element', 'Turbocharger Cartridge',
    'Fuel Injector Nozzle', 'Heat Exchanger Core', 'Alternator 24 V 110 A', 'Starter Motor 24 V',
    'Oil Cooler Gasket Set', 'Thermostat 71 °C', 'Exhaust Elbow', 'Propeller Shaft Seal', 'Cutless Bearing',
    'Zinc Anode Kit', 'Bilge Pump 24 V', 'LED Navigation Light Set', 'VHF Antenna 2.4 m',
    'Fuel Water Separator', 'Cylinder Head Gasket', 'Piston Ring Set', 'Sea Strainer 2 in',
    'Windlass Motor 1,500 W', 'Steering Cylinder Seal Kit', 'Gearbox Oil Pump', 'Cooling Water Hose Kit'])),
-- The same parts in Arabic, index by index: a third of the products carry an Arabic name
-- (docs/search.md), so that Arabic queries have something to find.
parts_ar (list) AS (VALUES (ARRAY['طقم دفاعة مضخة مياه البحر', 'عنصر فلتر الوقود', 'خرطوشة الشاحن التوربيني',
    'فوهة حاقن الوقود', 'قلب المبادل الحراري', 'مولد تيار متردد 24 فولت 110 أمبير', 'محرك بدء التشغيل 24 فولت',
    'طقم حشوات مبرد الزيت', 'ترموستات 71 درجة', 'كوع العادم', 'مانع تسرب عمود المروحة', 'محمل كتلس',
    'طقم أنودات الزنك', 'مضخة آسنة 24 فولت', 'طقم أضواء ملاحة', 'هوائي لاسلكي بطول 2.4 متر',
    'فاصل الماء عن الوقود', 'حشوة رأس الأسطوانة', 'طقم حلقات المكبس', 'مصفاة مياه البحر 2 بوصة',
    'محرك الرافعة 1500 واط', 'طقم موانع تسرب أسطوانة التوجيه', 'مضخة زيت علبة التروس', 'طقم خراطيم مياه التبريد'])),
series (list) AS (VALUES (ARRAY['3406', '3516B', 'C18', 'KTA19', 'QSM11', 'D6', 'D13', 'D2-75', 'V8-1200',
    '12V2000', '16V4000', '6LY3', '4JH45', 'M300TI', 'F350', 'Verado 400', 'L20', 'MG-5114', 'RS 48', '6CTA'])),
-- Builder, model, vessel type and length go together (index by index), so names stay plausible.
builders (list) AS (VALUES (ARRAY['Sunseeker', 'Azimut', 'Gulf Craft', 'Majesty Yachts', 'Princess', 'Ferretti',
    'Damen', 'Grandweld', 'Swiftships', 'Nam Cheong', 'Riva', 'Lagoon', 'Leopard', 'Boston Whaler', 'Damen',
    'Al Shaali Marine'])),
models (list) AS (VALUES (ARRAY['Predator 57', '72 Flybridge', 'Oryx 36', 'Majesty 115', 'F55', '780',
    'ASD Tug 2810', 'Landing Craft 45', 'Crew Boat 40', 'Supply Vessel 56', 'Aquariva 33', '46',
    '50', 'Outrage 380', 'Stan Pontoon 9120', 'Dhow 30'])),
vessel_types (list) AS (VALUES (ARRAY['yacht', 'yacht', 'speedboat', 'yacht', 'yacht', 'yacht', 'tug',
    'landing craft', 'crew boat', 'supply vessel', 'speedboat', 'catamaran', 'catamaran', 'speedboat', 'barge',
    'dhow'])),
lengths (list) AS (VALUES (ARRAY[17.5, 22, 11, 35, 17, 24, 28, 45, 40, 56, 10, 14, 15, 11.5, 91, 30])),
places (list) AS (VALUES (ARRAY['Dubai Marina', 'Dubai Harbour', 'Jebel Ali', 'Mina Rashid, Dubai',
    'Abu Dhabi', 'Mussafah, Abu Dhabi', 'Khalifa Port', 'Sharjah', 'Ajman', 'Fujairah', 'Ras Al Khaimah',
    'Umm Al Quwain'])),
images AS (
    SELECT category, array_agg(image ORDER BY id) AS list
    FROM products WHERE image LIKE '/uploads/demo/%' GROUP BY category
),
numbered AS (
    SELECT n,
           CASE WHEN n % 4 IN (0, 1) THEN 'marine-spares'
                WHEN n % 4 = 2 THEN 'vessel-chartering'
                ELSE 'vessel-sales-purchase' END AS category,
           -- n * a prime, modulo: a spread that looks random but is the same every run
           (n * 7919) % 1000003 AS r,
           timestamptz '2025-01-01 06:00:00Z' + n * interval '41 minutes' + ((n * 7919) % 60000) * interval '1 ms' AS ts
    FROM generate_series(1, greatest(:demo_size - 34, 0)) AS n
),
pick AS (
    SELECT numbered.*,
           b.list[1 + r % cardinality(b.list)] AS brand,
           p.list[1 + (r / 7) % cardinality(p.list)] AS part,
           pa.list[1 + (r / 7) % cardinality(pa.list)] AS part_ar,
           s.list[1 + (r / 11) % cardinality(s.list)] AS series,
           bl.list[1 + r % cardinality(bl.list)] AS builder,
           m.list[1 + r % cardinality(m.list)] AS model,
           vt.list[1 + r % cardinality(vt.list)] AS vessel_type,
           pl.list[1 + (r / 17) % cardinality(pl.list)] AS place,
           1990 + r % 36 AS year_built,
           round(ln.list[1 + r % cardinality(ln.list)] + (r / 16) % 20 / 10.0, 1) AS length_m,
           coalesce(i.list[1 + r % cardinality(i.list)], '') AS image
    FROM numbered CROSS JOIN brands b CROSS JOIN parts p CROSS JOIN parts_ar pa CROSS JOIN series s CROSS JOIN builders bl
        CROSS JOIN models m CROSS JOIN vessel_types vt CROSS JOIN lengths ln CROSS JOIN places pl
        LEFT JOIN images i ON i.category = numbered.category
),
rows AS (
    SELECT pick.*,
           -- A part number no other product has: the brand's initials, the number, a check letter.
           upper(left(regexp_replace(brand, '[^A-Za-z]', '', 'g'), 3)) || '-' || lpad(n::text, 6, '0') || '-'
               || chr(65 + n % 26) AS part_number,
           n % 11 = 0 AS contact_for_pricing,
           CASE vessel_type WHEN 'yacht' THEN 'يخت' WHEN 'speedboat' THEN 'قارب سريع' WHEN 'tug' THEN 'قاطرة بحرية'
               WHEN 'landing craft' THEN 'سفينة إنزال' WHEN 'crew boat' THEN 'قارب طاقم'
               WHEN 'supply vessel' THEN 'سفينة إمداد' WHEN 'catamaran' THEN 'كاتاماران' WHEN 'barge' THEN 'بارجة'
               ELSE 'مركب داو' END AS vessel_type_ar,
           n % 3 = 0 AND category = 'vessel-chartering' AS hourly
    FROM pick
)
INSERT INTO products (id, name, category, description, price, image, images, in_stock, is_visible,
                      show_contact_for_pricing, specs, "timestamp", updated_at, name_ar, sku, part_numbers)
SELECT 'product_' || (extract(epoch FROM ts) * 1000)::bigint,
       CASE category
           WHEN 'marine-spares' THEN brand || ' ' || part || ' for ' || series || ' (' || part_number || ')'
           WHEN 'vessel-chartering' THEN builder || ' ' || model || ' ' || initcap(vessel_type) || ' Charter, ' || place
           ELSE year_built || ' ' || builder || ' ' || model || ' ' || initcap(vessel_type) || ' for Sale'
       END,
       category,
       CASE category
           WHEN 'marine-spares' THEN 'Genuine ' || brand || ' ' || lower(part) || ', part number ' || part_number
               || ', for ' || series || ' installations. Shipped from our Dubai warehouse; fitting available on request.'
           WHEN 'vessel-chartering' THEN 'The ' || length_m || ' m ' || vessel_type || ' ' || builder || ' ' || model
               || ', based in ' || place || ', crewed and ready for charter by the '
               || CASE WHEN hourly THEN 'hour' ELSE 'day' END || '.'
           ELSE 'A ' || year_built || ' ' || builder || ' ' || model || ' (' || length_m || ' m ' || vessel_type
               || ') lying in ' || place || ', surveyed and ready to view.'
       END,
       CASE WHEN contact_for_pricing THEN 0
            WHEN category = 'marine-spares' THEN 20 + (r % 1000) * (1 + (r / 1000) % 40) + (r % 100) / 100.0
            WHEN hourly THEN 400 + (r % 2600)
            WHEN category = 'vessel-chartering' THEN 2000 + (r % 58000)
            ELSE 150000 + (r % 399) * 100000 END,
       image, '{}', n % 7 <> 0, n % 53 <> 0, contact_for_pricing,
       CASE category
           WHEN 'marine-spares' THEN jsonb_build_object('brand', brand, 'partNumber', part_number,
               'condition', CASE WHEN n % 5 = 0 THEN 'used' ELSE 'new' END)
           WHEN 'vessel-chartering' THEN jsonb_build_object('vesselType', vessel_type, 'lengthM', length_m,
               'yearBuilt', year_built, 'builder', builder, 'model', model, 'guests', 2 + r % 60, 'location', place,
               'rateBasis', CASE WHEN hourly THEN 'hour' ELSE 'day' END)
               || CASE WHEN hourly THEN jsonb_build_object('minimumHours', 2 + r % 4) ELSE '{}' END
           ELSE jsonb_build_object('vesselType', vessel_type, 'lengthM', length_m, 'yearBuilt', year_built,
               'builder', builder, 'model', model, 'location', place, 'condition',
               CASE WHEN n % 6 = 0 THEN 'new' ELSE 'used' END, 'engineHours', r % 40000)
       END,
       ts, ts,
       CASE WHEN n % 3 <> 0 THEN ''
            WHEN category = 'marine-spares' THEN part_ar || ' ' || brand || ' ' || series
            WHEN category = 'vessel-chartering' THEN 'تأجير ' || vessel_type_ar || ' ' || builder || ' ' || model
            ELSE vessel_type_ar || ' ' || builder || ' ' || model || ' للبيع ' || year_built END,
       -- The shop's own code, and an OEM cross-reference, on the parts.
       CASE WHEN category = 'marine-spares' THEN 'MS-' || lpad(n::text, 6, '0') END,
       CASE WHEN category = 'marine-spares' THEN ARRAY[upper(left(regexp_replace(series, '[^A-Za-z0-9]', '', 'g'), 4))
           || '-' || lpad((r % 100000)::text, 5, '0')] ELSE '{}' END
FROM rows
ON CONFLICT (id) DO NOTHING;

COMMIT;
