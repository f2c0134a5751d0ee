-- Demo catalogue for local runs (never applied in production).
-- Idempotent: every row has a fixed id and is inserted with ON CONFLICT (id) DO NOTHING, so running
-- this file again neither fails nor duplicates; rows edited or deleted in the admin screens are
-- left as they are. Images are the SVGs in db/seed/media/demo/, served at /uploads/demo/.
-- Prices are in AED. Contact-for-pricing products store 0.00.

BEGIN;

-- Marine Supplies
INSERT INTO products (id, name, category, description, price, image, images,
                      in_stock, is_visible, show_contact_for_pricing, "timestamp", updated_at)
VALUES
    ('product_1779171000000', 'Caterpillar 3516B Turbocharger Assembly (Remanufactured)', 'marine-spares',
     'Factory-remanufactured turbocharger for Caterpillar 3516B marine propulsion and generator sets, supplied with new gasket kit and mounting hardware. Balanced and tested to OEM tolerances; exchange unit with core return.',
     48500.00, '/uploads/demo/cat-3516b-turbocharger.svg', ARRAY['/uploads/demo/cat-3516b-turbocharger-2.svg'],
     true, true, false, '2026-05-19T06:10:00.000Z', '2026-05-19T06:10:00.000Z'),
    ('product_1779628980217', 'Raw Water Pump for Volvo Penta D13 (Superseded)', 'marine-spares',
     'Bronze raw-water pump for Volvo Penta D13 marine engines. Listing kept for reference: superseded by a newer part number.',
     4650.00, '/uploads/demo/raw-water-pump.svg', '{}',
     false, false, false, '2026-05-24T13:23:00.217Z', '2026-05-24T13:23:00.217Z'),
    ('product_1780544940651', 'Bronze 4-Blade Fixed-Pitch Propeller, 1,200 mm', 'marine-spares',
     'Nickel-aluminium bronze four-blade fixed-pitch propeller, 1,200 mm diameter, ISO 484-2 class I finish. Bored and keyed to customer shaft taper; pitch can be set to order.',
     27600.00, '/uploads/demo/bronze-propeller-1200.svg', '{}',
     true, true, false, '2026-06-04T03:49:00.651Z', '2026-06-04T03:49:00.651Z'),
    ('product_1781918881302', 'SOLAS 12-Person Throw-Overboard Life Raft', 'marine-spares',
     'SOLAS A-pack throw-overboard life raft for 12 persons in a GRP canister with cradle and hydrostatic release unit. MED (wheel mark) approved; first annual service included.',
     18900.00, '/uploads/demo/solas-liferaft-12p.svg', '{}',
     true, true, false, '2026-06-20T01:28:01.302Z', '2026-06-20T01:28:01.302Z'),
    ('product_1783292821953', 'Wärtsilä 20 Fuel Injection Pump', 'marine-spares',
     'Genuine fuel injection pump for Wärtsilä 20 engines, new and boxed with the element and delivery valve fitted. Price depends on engine configuration and pump variant; send us your engine serial number.',
     0.00, '/uploads/demo/wartsila-20-injection-pump.svg', '{}',
     true, true, true, '2026-07-05T23:07:01.953Z', '2026-07-05T23:07:01.953Z'),
    ('product_1784666762604', 'Cummins KTA38-M2 Long Block (Remanufactured)', 'marine-spares',
     'Remanufactured Cummins KTA38-M2 marine long block with new liners, pistons and bearings, dyno-tested before dispatch. Six-month warranty; core exchange available.',
     168000.00, '/uploads/demo/cummins-kta38-long-block.svg', '{}',
     false, true, false, '2026-07-21T20:46:02.604Z', '2026-07-21T20:46:02.604Z'),
    ('product_1786040703255', 'Furuno X-Band ARPA Radar, 25 kW, 6.5 ft Open Array', 'marine-spares',
     'IMO type-approved X-band radar with ARPA target tracking, AIS overlay and 6.5 ft open-array scanner. Supplied with 19-inch display, processor and 15 m antenna cable; installation and commissioning quoted per vessel.',
     0.00, '/uploads/demo/x-band-radar.svg', '{}',
     true, true, true, '2026-08-06T18:25:03.255Z', '2026-08-06T18:25:03.255Z'),
    ('product_1787414643906', 'Grade U3 Stud-Link Anchor Chain, 38 mm (27.5 m Shot)', 'marine-spares',
     'Grade U3 stud-link anchor chain, 38 mm diameter, supplied in 27.5 m shots with Kenter joining shackles. Class certified by LR and BV, black painted finish.',
     9850.00, '/uploads/demo/stud-link-chain-38mm.svg', '{}',
     true, true, false, '2026-08-22T16:04:03.906Z', '2026-08-22T16:04:03.906Z'),
    ('product_1788788584557', 'MAN L23/30H Piston Crown and Ring Set', 'marine-spares',
     'Complete piston crown with compression and oil-scraper rings for MAN L23/30H auxiliary engines. Genuine-equivalent parts with material certificates, suited to HFO and MGO operation.',
     12750.00, '/uploads/demo/man-l2330h-piston.svg', '{}',
     false, true, false, '2026-09-07T13:43:04.557Z', '2026-09-07T13:43:04.557Z'),
    ('product_1790162525208', 'Racor 75/1000MAX Turbine Fuel Filter / Water Separator', 'marine-spares',
     'Racor 75/1000MAX turbine series fuel filter and water separator with metal bowl and 30-micron element. Rated for up to 681 l/h on main engine and generator fuel lines.',
     2950.00, '/uploads/demo/racor-fuel-filter.svg', '{}',
     true, true, false, '2026-09-23T11:22:05.208Z', '2026-09-23T11:22:05.208Z'),
    ('product_1791536465859', 'SOLAS Lifebuoy Ring 2.5 kg with Light and Line', 'marine-spares',
     'SOLAS/MED approved 2.5 kg lifebuoy with retro-reflective tape, 30 m buoyant lifeline and self-igniting light. Bracket available separately.',
     385.00, '/uploads/demo/solas-lifebuoy.svg', '{}',
     true, true, false, '2026-10-09T09:01:05.859Z', '2026-10-09T09:01:05.859Z'),
    ('product_1792910406510', 'Stockless Hall Anchor 1,500 kg (ABS Certified)', 'marine-spares',
     'Cast-steel stockless Hall anchor, 1,500 kg, delivered with ABS certificate and proof-load test report. Suitable for tugs, barges and offshore support vessels up to about 60 m.',
     14200.00, '/uploads/demo/stockless-anchor-1500kg.svg', '{}',
     true, true, false, '2026-10-25T06:40:06.510Z', '2026-10-25T06:40:06.510Z')
ON CONFLICT (id) DO NOTHING;

-- Vessel Chartering (prices are day rates in AED)
INSERT INTO products (id, name, category, description, price, image, images,
                      in_stock, is_visible, show_contact_for_pricing, "timestamp", updated_at)
VALUES
    ('product_1780086960434', '150-Person Accommodation Barge (Under Refit)', 'vessel-chartering',
     'Accommodation barge with 150 berths, galley, mess and a 40 t crane. Returning to service after refit; not yet offered.',
     0.00, '/uploads/demo/charter-accommodation-barge.svg', '{}',
     false, false, true, '2026-05-29T20:36:00.434Z', '2026-05-29T20:36:00.434Z'),
    ('product_1781002920868', '50 m Self-Propelled Landing Craft (Day Rate)', 'vessel-chartering',
     'Landing craft with a 600 t deck load, bow ramp for roll-on/roll-off cargo and 1.8 m loaded draft for beach landings. Regular runs to island and coastal construction sites.',
     12000.00, '/uploads/demo/charter-landing-craft-50m.svg', '{}',
     true, true, false, '2026-06-09T11:02:00.868Z', '2026-06-09T11:02:00.868Z'),
    ('product_1782376861519', '65 m DP2 Platform Supply Vessel', 'vessel-chartering',
     'DP2 platform supply vessel with 750 m² clear deck, liquid mud and brine tanks and accommodation for 30. Term and spot charters in the Arabian Gulf; rate on application.',
     0.00, '/uploads/demo/charter-psv-dp2.svg', '{}',
     true, true, true, '2026-06-25T08:41:01.519Z', '2026-06-25T08:41:01.519Z'),
    ('product_1783750802170', '32 m ASD Harbour Tug, 60 t Bollard Pull (Day Rate)', 'vessel-chartering',
     'Azimuth stern drive harbour tug with 60 t bollard pull, FiFi 1 and a 20 t towing winch. Available for ship assist, towage and salvage standby in UAE waters.',
     22000.00, '/uploads/demo/charter-asd-tug-60t.svg', '{}',
     false, true, false, '2026-07-11T06:20:02.170Z', '2026-07-11T06:20:02.170Z'),
    ('product_1785124742821', '28 m Dive Support and Survey Vessel (Day Rate)', 'vessel-chartering',
     'Dive support vessel with an air-dive spread, A-frame, moon pool and accommodation for 18. Used for inspection, repair and maintenance and hydrographic survey work.',
     11500.00, '/uploads/demo/charter-dive-support-28m.svg', '{}',
     true, true, false, '2026-07-27T03:59:02.821Z', '2026-07-27T03:59:02.821Z'),
    ('product_1786498683472', '18 m Sport Cruiser (Hourly Charter)', 'vessel-chartering',
     'Sleek sport cruiser for up to 12 guests with an open aft cockpit and swim platform. The hourly rate covers captain, fuel and soft drinks; three hours at least, from Dubai Marina.',
     950.00, '/uploads/demo/charter-sport-cruiser-18m.svg', '{}',
     true, true, false, '2026-08-12T01:38:03.472Z', '2026-08-12T01:38:03.472Z'),
    ('product_1787872624123', '300 ft Flat-Top Deck Barge (Day Rate)', 'vessel-chartering',
     '91 m x 27 m flat-top deck barge with a deck strength of 15 t/m² and 8,000 t deadweight. Suitable for project cargo, containers and rock transport; tug available on request.',
     6500.00, '/uploads/demo/charter-deck-barge-300ft.svg', '{}',
     true, true, false, '2026-08-27T23:17:04.123Z', '2026-08-27T23:17:04.123Z'),
    ('product_1789246564774', '40 m Fast Crew Boat "Al Bahar Express" (Day Rate)', 'vessel-chartering',
     'Aluminium crew boat with seating for 60 passengers and 60 m² of aft cargo deck, powered by three Caterpillar C32 engines for a 25-knot service speed. Ideal for offshore crew changes and fast cargo runs; day rate includes crew, excludes fuel.',
     14500.00, '/uploads/demo/charter-crew-boat-40m.svg', '{}',
     true, true, false, '2026-09-12T20:56:04.774Z', '2026-09-12T20:56:04.774Z'),
    ('product_1790620505425', '56 m AHTS, 70 t Bollard Pull', 'vessel-chartering',
     'Anchor handling tug supply vessel with 70 t bollard pull, 150 t double-drum winch and stern roller. Available for rig moves and towage; rate depends on duration and scope.',
     0.00, '/uploads/demo/charter-ahts-70t.svg', '{}',
     true, true, true, '2026-09-28T18:35:05.425Z', '2026-09-28T18:35:05.425Z'),
    ('product_1791994446076', '35 m Luxury Motor Yacht "Sea Pearl" (Day Charter)', 'vessel-chartering',
     'Three-deck motor yacht for up to 12 guests with a captain and five crew, sun deck jacuzzi and water toys. Departures from Dubai Harbour along the Palm Jumeirah and Burj Al Arab coastline.',
     35000.00, '/uploads/demo/charter-yacht-sea-pearl.svg', ARRAY['/uploads/demo/charter-yacht-sea-pearl-2.svg', '/uploads/demo/charter-yacht-sea-pearl-3.svg', '/uploads/demo/charter-yacht-sea-pearl-4.svg'],
     true, true, false, '2026-10-14T16:14:06.076Z', '2026-10-14T16:14:06.076Z'),
    ('product_1793368386727', '24 m Twin-Screw Mooring Tug, 25 t Bollard Pull (Day Rate)', 'vessel-chartering',
     'Twin-screw mooring and line-handling tug with 25 t bollard pull and a 10 t deck crane. Crew of five, DMA registered; day rate excludes fuel and port dues.',
     9800.00, '/uploads/demo/charter-mooring-tug-24m.svg', '{}',
     true, true, false, '2026-10-30T13:53:06.727Z', '2026-10-30T13:53:06.727Z')
ON CONFLICT (id) DO NOTHING;

-- Vessel Sales & Purchase
INSERT INTO products (id, name, category, description, price, image, images,
                      in_stock, is_visible, show_contact_for_pricing, "timestamp", updated_at)
VALUES
    ('product_1781460901085', '2014 45 m Landing Craft for Sale', 'vessel-sales-purchase',
     '45 m landing craft, 2014, with 450 t deck cargo capacity, hydraulic bow ramp and twin Cummins KTA38 engines. Suitable for island logistics and construction support.',
     4200000.00, '/uploads/demo/sale-landing-craft-45m.svg', '{}',
     true, true, false, '2026-06-14T18:15:01.085Z', '2026-06-14T18:15:01.085Z'),
    ('product_1782834841736', '2019 Azimut 72 Flybridge Yacht for Sale', 'vessel-sales-purchase',
     'Azimut 72 flybridge, 2019, with twin MAN V12 1,650 hp engines, four cabins and crew quarters for two. Around 600 engine hours, Seakeeper stabiliser, berthed in Dubai Marina.',
     9800000.00, '/uploads/demo/sale-azimut-72.svg', ARRAY['/uploads/demo/sale-azimut-72-2.svg', '/uploads/demo/sale-azimut-72-3.svg', '/uploads/demo/sale-azimut-72-4.svg', '/uploads/demo/sale-azimut-72-5.svg'],
     true, true, false, '2026-06-30T15:54:01.736Z', '2026-06-30T15:54:01.736Z'),
    ('product_1784208782387', '2012 Damen ASD Tug 2810 for Sale', 'vessel-sales-purchase',
     'Damen ASD Tug 2810, built 2012, with 60 t bollard pull and twin Caterpillar 3516C engines. FiFi 1, single-owner history, lying in Jebel Ali.',
     14500000.00, '/uploads/demo/sale-damen-asd-2810.svg', '{}',
     true, true, false, '2026-07-16T13:33:02.387Z', '2026-07-16T13:33:02.387Z'),
    ('product_1785582723038', 'Gulf Craft Majesty 56 for Sale', 'vessel-sales-purchase',
     'UAE-built Gulf Craft Majesty 56 with four guest cabins, an enclosed skylounge and flybridge. Private sale; viewing by appointment.',
     0.00, '/uploads/demo/sale-majesty-56.svg', '{}',
     true, true, true, '2026-08-01T11:12:03.038Z', '2026-08-01T11:12:03.038Z'),
    ('product_1786956663689', '1998 30 m Wooden Dhow (Dinner Cruise Conversion)', 'vessel-sales-purchase',
     'Traditional teak dhow, 30 m, converted in 2016 for dinner cruises with seating for 120 guests. Twin Cummins engines, fully licensed and operating on Dubai Creek.',
     780000.00, '/uploads/demo/sale-dhow-30m.svg', '{}',
     true, true, false, '2026-08-17T08:51:03.689Z', '2026-08-17T08:51:03.689Z'),
    ('product_1788330604340', '2010 76 m Crane Barge for Sale', 'vessel-sales-purchase',
     '76 m x 24 m deck barge, built 2010, with a 150 t crawler crane and 3.8 m loaded draft. Class maintained, ready for immediate delivery.',
     2350000.00, '/uploads/demo/sale-crane-barge-76m.svg', '{}',
     true, true, false, '2026-09-02T06:30:04.340Z', '2026-09-02T06:30:04.340Z'),
    ('product_1789704544991', '2008 40 m Aluminium Crew Boat for Sale', 'vessel-sales-purchase',
     'Built 2008, 40 m aluminium crew boat with three Caterpillar C32 engines (overhauled 2024) and 60 passenger seats. In class with BV, well maintained and ready for inspection in Dubai.',
     3950000.00, '/uploads/demo/sale-crew-boat-2008.svg', ARRAY['/uploads/demo/sale-crew-boat-2008-2.svg', '/uploads/demo/sale-crew-boat-2008-3.svg'],
     true, true, false, '2026-09-18T04:09:04.991Z', '2026-09-18T04:09:04.991Z'),
    ('product_1791078485642', '2011 60 m AHTS, 5,150 bhp, for Sale', 'vessel-sales-purchase',
     'Anchor handling tug supply vessel, 2011, 5,150 bhp with 65 t bollard pull, FiFi 1 and DP1. Special survey recently completed; price on request.',
     0.00, '/uploads/demo/sale-ahts-60m.svg', '{}',
     true, true, true, '2026-10-04T01:48:05.642Z', '2026-10-04T01:48:05.642Z'),
    ('product_1792452426293', '2006 Sunseeker Predator 62 for Sale', 'vessel-sales-purchase',
     'Sunseeker Predator 62, 2006, with twin MAN 1,300 hp engines, three cabins and a hardtop with sunroof. Currently under offer.',
     1650000.00, '/uploads/demo/sale-predator-62.svg', '{}',
     false, true, false, '2026-10-19T23:27:06.293Z', '2026-10-19T23:27:06.293Z'),
    ('product_1793826366944', '2015 75 m DP2 Platform Supply Vessel for Sale', 'vessel-sales-purchase',
     '75 m DP2 PSV built 2015 with diesel-electric propulsion, 900 m² deck area and 3,200 t deadweight. Price and inspection on request.',
     0.00, '/uploads/demo/sale-psv-75m.svg', '{}',
     true, true, true, '2026-11-04T21:06:06.944Z', '2026-11-04T21:06:06.944Z'),
    ('product_1794284347161', '2004 26 m Survey Vessel (Sale Pending)', 'vessel-sales-purchase',
     'Steel hydrographic survey vessel, 26 m, built 2004, with a moon pool and a survey lab. Sale pending; listing hidden.',
     1200000.00, '/uploads/demo/sale-survey-vessel-26m.svg', '{}',
     false, false, false, '2026-11-10T04:19:07.161Z', '2026-11-10T04:19:07.161Z')
ON CONFLICT (id) DO NOTHING;

-- Specifications (docs/product-specs.md, db/migrations/0006_product_specs.sql), Arabic names and
-- descriptions (docs/arabic.md), for every product: each only where none is set yet, so that a
-- rerun never undoes a staff edit.
UPDATE products AS p SET specs = CASE WHEN p.specs = '{}' THEN v.specs::jsonb ELSE p.specs END,
       name_ar = CASE WHEN p.name_ar = '' AND p.description_ar = '' THEN v.name_ar ELSE p.name_ar END,
       description_ar = CASE WHEN p.name_ar = '' AND p.description_ar = '' THEN v.description_ar ELSE p.description_ar END
  FROM (VALUES
    ('product_1779171000000', '{"brand": "Caterpillar", "partNumber": "20R-1563", "condition": "used"}', 'شاحن توربيني كاتربيلر 3516B (مُجدَّد)', 'شاحن توربيني مُجدَّد في المصنع لمحركات كاتربيلر 3516B البحرية ومولداتها، مع طقم حشوات جديد ومستلزمات التركيب. موزون ومختبر وفق تفاوتات الشركة المصنعة؛ وحدة استبدال مع إعادة القطعة القديمة.'),
    ('product_1779628980217', '{"brand": "Volvo Penta", "partNumber": "21212799", "condition": "new"}', 'مضخة مياه البحر لمحرك فولفو بنتا D13 (مستبدلة)', 'مضخة مياه بحر برونزية لمحركات فولفو بنتا D13 البحرية. القائمة محفوظة للمرجع: حلّ محلها رقم قطعة أحدث.'),
    ('product_1780544940651', '{"brand": "Teignbridge", "partNumber": "FP4-1200-NAB", "condition": "new"}', 'رفاص برونزي رباعي الشفرات ثابت الخطوة، 1,200 مم', 'رفاص من برونز النيكل والألمنيوم بأربع شفرات وخطوة ثابتة، قطره 1,200 مم، بتشطيب الفئة الأولى وفق ISO 484-2. يُثقب ويُجهَّز حسب عمود العميل، وتُضبط الخطوة حسب الطلب.'),
    ('product_1781918881302', '{"brand": "Viking", "partNumber": "12DKF+", "condition": "new"}', 'طوف نجاة سولاس يُلقى في البحر لـ 12 شخصاً', 'طوف نجاة سولاس بحزمة A لـ 12 شخصاً في حاوية من الألياف الزجاجية مع مهد ووحدة إطلاق هيدروستاتيكية. معتمد وفق توجيه المعدات البحرية الأوروبي؛ تشمل الخدمة السنوية الأولى.'),
    ('product_1783292821953', '{"brand": "Wärtsilä", "partNumber": "PAAE072440", "condition": "new"}', 'مضخة حقن الوقود لمحرك فارتسيلا 20', 'مضخة حقن وقود أصلية لمحركات فارتسيلا 20، جديدة في علبتها مع العنصر وصمام التوصيل مركَّبين. يعتمد السعر على تهيئة المحرك وطراز المضخة؛ أرسل لنا الرقم التسلسلي لمحركك.'),
    ('product_1784666762604', '{"brand": "Cummins", "partNumber": "KTA38-M2-LB", "condition": "used"}', 'كتلة محرك كمنز KTA38-M2 كاملة (مُجدَّدة)', 'كتلة محرك بحري كمنز KTA38-M2 مُجدَّدة بقمصان ومكابس ومحامل جديدة، مختبرة على جهاز قياس القدرة قبل الشحن. ضمان ستة أشهر، ويتوفر الاستبدال مع إعادة القطعة القديمة.'),
    ('product_1786040703255', '{"brand": "Furuno", "partNumber": "FAR-2228", "condition": "new"}', 'رادار فورونو نطاق X مع ARPA، قدرة 25 كيلوواط، هوائي مفتوح 6.5 قدم', 'رادار نطاق X معتمد من المنظمة البحرية الدولية مع تتبع الأهداف ARPA وعرض بيانات AIS وهوائي مفتوح بطول 6.5 قدم. يُورَّد مع شاشة 19 بوصة ومعالج وكابل هوائي بطول 15 م.'),
    ('product_1787414643906', '{"brand": "Asian Star", "partNumber": "U3-38-275", "condition": "new"}', 'سلسلة مرساة بوصلات مدعَّمة درجة U3، قطر 38 مم (شوط 27.5 م)', 'سلسلة مرساة بوصلات مدعَّمة من الدرجة U3 بقطر 38 مم، تُورَّد بأشواط طولها 27.5 م مع أقفال وصل كنتر. معتمدة من LR وBV، بطلاء أسود.'),
    ('product_1788788584557', '{"brand": "MAN", "partNumber": "L23-30H-PCR", "condition": "new"}', 'تاج مكبس وطقم حلقات لمحرك MAN L23/30H', 'تاج مكبس كامل مع حلقات الضغط وكشط الزيت لمحركات MAN L23/30H المساعدة. قطع مكافئة للأصلية مع شهادات المواد، مناسبة للتشغيل بالوقود الثقيل والديزل البحري.'),
    ('product_1790162525208', '{"brand": "Racor", "partNumber": "75/1000MAX", "condition": "new"}', 'فلتر وقود وفاصل ماء راكور 75/1000MAX', 'فلتر وقود وفاصل ماء من سلسلة راكور توربين 75/1000MAX بوعاء معدني وعنصر 30 ميكرون. بسعة تصل إلى 681 لتراً في الساعة لخطوط وقود المحرك الرئيسي والمولد.'),
    ('product_1791536465859', '{"brand": "Lalizas", "partNumber": "70065", "condition": "new"}', 'طوق نجاة سولاس 2.5 كغ مع ضوء وحبل', 'طوق نجاة 2.5 كغ معتمد وفق سولاس، بشريط عاكس وحبل نجاة طافٍ بطول 30 م وضوء ذاتي الاشتعال. الحامل يُباع منفصلاً.'),
    ('product_1792910406510', '{"brand": "Hall", "partNumber": "HALL-1500-ABS", "condition": "new"}', 'مرساة هول بلا ساق 1,500 كغ (معتمدة من ABS)', 'مرساة هول بلا ساق من الفولاذ المصبوب بوزن 1,500 كغ، تُسلَّم مع شهادة ABS وتقرير اختبار حمل الإثبات. مناسبة لقوارب القطر والصنادل وسفن الدعم البحري حتى نحو 60 م.'),
    ('product_1780086960434', '{"vesselType": "barge", "lengthM": 85, "beamM": 24, "draftM": 3.2, "yearBuilt": 2009, "flag": "Panama", "guests": 150, "cabins": 40, "crew": 12, "location": "Hamriyah Port", "rateBasis": "day"}', 'صندل إيواء لـ 150 شخصاً (قيد التجديد)', 'صندل إيواء بـ 150 سريراً ومطبخ وقاعة طعام ورافعة 40 طناً. يعود إلى الخدمة بعد التجديد، وغير معروض بعد.'),
    ('product_1781002920868', '{"vesselType": "landing craft", "lengthM": 50, "beamM": 12, "draftM": 1.8, "yearBuilt": 2013, "builder": "Grandweld", "flag": "UAE", "crew": 9, "engines": "2 x Cummins KTA38-M, 1,000 hp each", "cruiseSpeedKn": 9, "location": "Mina Rashid, Dubai", "rateBasis": "day"}', 'سفينة إنزال ذاتية الدفع 50 م (أجرة يومية)', 'سفينة إنزال بحمولة سطح 600 طن وبوابة أمامية للشحن الدحرجي وغاطس محمَّل 1.8 م للرسو على الشواطئ. رحلات منتظمة إلى مواقع البناء في الجزر والسواحل.'),
    ('product_1782376861519', '{"vesselType": "supply vessel", "lengthM": 65, "beamM": 16, "draftM": 5.5, "yearBuilt": 2014, "builder": "Fujian Mawei", "flag": "Malta", "guests": 30, "crew": 14, "engines": "Diesel-electric, 4 x 1,200 kW", "cruiseSpeedKn": 12, "location": "Jebel Ali"}', 'سفينة إمداد منصات DP2 بطول 65 م', 'سفينة إمداد منصات بنظام تموضع ديناميكي DP2 وسطح خالٍ مساحته 750 م² وخزانات للطين السائل والمحلول الملحي وإقامة لـ 30 شخصاً. تأجير لمدة محددة أو فوري في الخليج العربي؛ السعر عند الطلب.'),
    ('product_1783750802170', '{"vesselType": "tug", "lengthM": 32, "beamM": 11.6, "draftM": 5.1, "yearBuilt": 2016, "builder": "Damen", "model": "ASD Tug 3212", "flag": "UAE", "crew": 6, "engines": "2 x Caterpillar 3516C, 2,525 kW each", "cruiseSpeedKn": 12.5, "location": "Khalifa Port", "rateBasis": "day"}', 'قاطرة ميناء ASD بطول 32 م، قوة شد 60 طناً (أجرة يومية)', 'قاطرة ميناء بدفع سمتي خلفي وقوة شد 60 طناً ونظام إطفاء FiFi 1 وونش قطر 20 طناً. متاحة لمساعدة السفن والقطر والاستعداد للإنقاذ في مياه الإمارات.'),
    ('product_1785124742821', '{"vesselType": "workboat", "lengthM": 28, "beamM": 8, "draftM": 2.4, "yearBuilt": 2011, "flag": "UAE", "guests": 18, "cabins": 6, "crew": 6, "engines": "2 x Caterpillar C18", "cruiseSpeedKn": 11, "location": "Mussafah, Abu Dhabi", "rateBasis": "day"}', 'سفينة دعم غوص ومسح 28 م (أجرة يومية)', 'سفينة دعم غوص مجهزة بمعدات الغوص بالهواء وإطار A وفتحة قمرية وإقامة لـ 18 شخصاً. تُستخدم للفحص والإصلاح والصيانة والمسح الهيدروغرافي.'),
    ('product_1786498683472', '{"vesselType": "yacht", "lengthM": 18.3, "beamM": 4.9, "draftM": 1.3, "yearBuilt": 2018, "builder": "Sunseeker", "model": "Predator 57", "flag": "UAE", "guests": 12, "cabins": 3, "crew": 2, "engines": "2 x MAN V8 1,200 hp", "cruiseSpeedKn": 28, "location": "Dubai Marina", "rateBasis": "hour", "minimumHours": 3}', 'يخت رياضي 18 م (تأجير بالساعة)', 'يخت رياضي أنيق لما يصل إلى 12 ضيفاً مع قمرة خلفية مفتوحة ومنصة سباحة. تشمل الأجرة بالساعة القبطان والوقود والمشروبات الغازية؛ ثلاث ساعات على الأقل، من دبي مارينا.'),
    ('product_1787872624123', '{"vesselType": "barge", "lengthM": 91.4, "beamM": 27.4, "draftM": 5.5, "yearBuilt": 2007, "flag": "Saint Kitts and Nevis", "location": "Sharjah, Hamriyah", "rateBasis": "day"}', 'صندل سطح مستوٍ 300 قدم (أجرة يومية)', 'صندل سطح مستوٍ بأبعاد 91 × 27 م وقوة تحمل للسطح 15 طناً/م² وحمولة ساكنة 8,000 طن. مناسب لشحنات المشاريع والحاويات ونقل الصخور؛ القاطرة متاحة عند الطلب.'),
    ('product_1789246564774', '{"vesselType": "crew boat", "lengthM": 40, "beamM": 7.6, "draftM": 1.9, "yearBuilt": 2008, "builder": "Swiftships", "flag": "UAE", "guests": 60, "crew": 5, "engines": "3 x Caterpillar C32", "cruiseSpeedKn": 25, "location": "Abu Dhabi", "rateBasis": "day"}', 'قارب طاقم سريع 40 م «البحر إكسبريس» (أجرة يومية)', 'قارب طاقم من الألمنيوم يتسع لـ 60 راكباً مع سطح شحن خلفي مساحته 60 م²، تدفعه ثلاثة محركات كاتربيلر C32 بسرعة خدمة 25 عقدة. مثالي لتبديل الطواقم البحرية والشحن السريع.'),
    ('product_1790620505425', '{"vesselType": "supply vessel", "lengthM": 56, "beamM": 14, "draftM": 4.8, "yearBuilt": 2010, "builder": "Nam Cheong", "flag": "Malaysia", "guests": 24, "crew": 15, "engines": "2 x Niigata 6L28HX, 2,400 bhp each", "cruiseSpeedKn": 11, "location": "Fujairah anchorage"}', 'سفينة مناولة مراسٍ وقطر وإمداد 56 م، قوة شد 70 طناً', 'سفينة مناولة مراسٍ وقطر وإمداد بقوة شد 70 طناً وونش مزدوج الأسطوانة 150 طناً وأسطوانة خلفية. متاحة لنقل منصات الحفر والقطر؛ يعتمد السعر على المدة ونطاق العمل.'),
    ('product_1791994446076', '{"vesselType": "yacht", "lengthM": 35, "beamM": 7.4, "draftM": 2.1, "yearBuilt": 2015, "builder": "Majesty Yachts", "model": "Majesty 115", "flag": "UAE", "guests": 12, "cabins": 5, "crew": 6, "engines": "2 x MTU 16V 2000 M93", "cruiseSpeedKn": 18, "location": "Dubai Harbour", "rateBasis": "day"}', 'يخت فاخر 35 م «لؤلؤة البحر» (تأجير يومي)', 'يخت بثلاثة طوابق لما يصل إلى 12 ضيفاً مع قبطان وخمسة من الطاقم، وجاكوزي على السطح العلوي وألعاب مائية. الانطلاق من ميناء دبي على طول ساحل نخلة جميرا وبرج العرب.'),
    ('product_1793368386727', '{"vesselType": "tug", "lengthM": 24, "beamM": 8.2, "draftM": 3.1, "yearBuilt": 2012, "flag": "UAE", "crew": 5, "engines": "2 x Cummins KTA38-M2", "cruiseSpeedKn": 10, "location": "Port Rashid, Dubai", "rateBasis": "day"}', 'قاطرة إرساء بمروحتين 24 م، قوة شد 25 طناً (أجرة يومية)', 'قاطرة إرساء ومناولة حبال بمروحتين وقوة شد 25 طناً ورافعة سطح 10 أطنان. طاقم من خمسة أفراد؛ الأجرة اليومية لا تشمل الوقود ورسوم الميناء.'),
    ('product_1781460901085', '{"vesselType": "landing craft", "lengthM": 45, "beamM": 11, "draftM": 2.2, "yearBuilt": 2014, "flag": "UAE", "crew": 8, "engines": "2 x Cummins KTA38", "cruiseSpeedKn": 9, "location": "Ajman", "condition": "used", "engineHours": 21500}', 'سفينة إنزال 45 م موديل 2014 للبيع', 'سفينة إنزال بطول 45 م بُنيت عام 2014، بسعة شحن على السطح 450 طناً وبوابة أمامية هيدروليكية ومحركي كمنز KTA38. مناسبة للخدمات اللوجستية للجزر ودعم البناء.'),
    ('product_1782834841736', '{"vesselType": "yacht", "lengthM": 22.3, "beamM": 5.7, "draftM": 1.8, "yearBuilt": 2019, "builder": "Azimut", "model": "72 Flybridge", "flag": "UAE", "guests": 10, "cabins": 4, "crew": 2, "engines": "2 x MAN V12 1,650 hp", "cruiseSpeedKn": 26, "location": "Dubai Harbour", "condition": "used", "engineHours": 600}', 'يخت أزيموت 72 فلاي بريدج موديل 2019 للبيع', 'أزيموت 72 فلاي بريدج، 2019، بمحركي MAN V12 بقوة 1,650 حصاناً وأربع كبائن وسكن لاثنين من الطاقم. نحو 600 ساعة تشغيل ومثبِّت Seakeeper، راسٍ في دبي مارينا.'),
    ('product_1784208782387', '{"vesselType": "tug", "lengthM": 28.7, "beamM": 10.4, "draftM": 4.6, "yearBuilt": 2012, "builder": "Damen", "model": "ASD Tug 2810", "flag": "UAE", "crew": 6, "engines": "2 x Caterpillar 3516C", "cruiseSpeedKn": 12, "location": "Jebel Ali", "condition": "used", "engineHours": 34000}', 'قاطرة دامن ASD 2810 موديل 2012 للبيع', 'قاطرة دامن ASD 2810 بُنيت عام 2012، بقوة شد 60 طناً ومحركي كاتربيلر 3516C. نظام إطفاء FiFi 1، ومالك واحد، راسية في جبل علي.'),
    ('product_1785582723038', '{"vesselType": "yacht", "lengthM": 17.1, "beamM": 5, "draftM": 1.4, "yearBuilt": 2017, "builder": "Gulf Craft", "model": "Majesty 56", "flag": "UAE", "guests": 12, "cabins": 4, "engines": "2 x MAN V8 1,000 hp", "location": "Dubai Creek Marina", "condition": "used"}', 'يخت جلف كرافت ماجستي 56 للبيع', 'يخت ماجستي 56 من جلف كرافت، صُنع في الإمارات، بأربع كبائن للضيوف وصالة علوية مغلقة وفلاي بريدج. بيع خاص، والمعاينة بموعد.'),
    ('product_1786956663689', '{"vesselType": "dhow", "lengthM": 30, "beamM": 8, "draftM": 2, "yearBuilt": 1998, "flag": "UAE", "guests": 120, "crew": 8, "engines": "2 x Cummins 6CTA", "cruiseSpeedKn": 8, "location": "Dubai Creek", "condition": "used", "engineHours": 18000}', 'داو خشبي 30 م موديل 1998 (محوَّل لرحلات العشاء)', 'داو تقليدي من خشب الساج بطول 30 م، حُوِّل عام 2016 لرحلات العشاء ويتسع لـ 120 ضيفاً. محركا كمنز، مرخَّص بالكامل ويعمل في خور دبي.'),
    ('product_1788330604340', '{"vesselType": "barge", "lengthM": 76, "beamM": 24, "draftM": 3.8, "yearBuilt": 2010, "flag": "Tanzania", "location": "Sharjah", "condition": "used"}', 'صندل رافعة 76 م موديل 2010 للبيع', 'صندل سطح بأبعاد 76 × 24 م، بُني عام 2010، مع رافعة زاحفة 150 طناً وغاطس محمَّل 3.8 م. التصنيف ساري المفعول، وجاهز للتسليم الفوري.'),
    ('product_1789704544991', '{"vesselType": "crew boat", "lengthM": 40, "beamM": 7.6, "draftM": 1.9, "yearBuilt": 2008, "builder": "Swiftships", "flag": "Panama", "guests": 60, "crew": 5, "engines": "3 x Caterpillar C32", "cruiseSpeedKn": 25, "location": "Abu Dhabi", "condition": "used", "engineHours": 9500}', 'قارب طاقم ألمنيوم 40 م موديل 2008 للبيع', 'قارب طاقم من الألمنيوم بطول 40 م بُني عام 2008، بثلاثة محركات كاتربيلر C32 (عُمِّرت عام 2024) و60 مقعداً للركاب. مصنَّف لدى BV، بحالة جيدة وجاهز للمعاينة في دبي.'),
    ('product_1791078485642', '{"vesselType": "supply vessel", "lengthM": 60, "beamM": 15, "draftM": 5, "yearBuilt": 2011, "builder": "Jaya Shipbuilding", "flag": "Saint Vincent and the Grenadines", "guests": 30, "crew": 16, "engines": "2 x Yanmar 8N280, 2,575 bhp each", "cruiseSpeedKn": 11.5, "location": "Sharjah anchorage", "condition": "used"}', 'سفينة مناولة مراسٍ وقطر وإمداد 60 م موديل 2011 للبيع', 'سفينة مناولة مراسٍ وقطر وإمداد، 2011، بقدرة 5,150 حصاناً وقوة شد 65 طناً ونظام إطفاء FiFi 1 وتموضع DP1. أُنجز المسح الخاص مؤخراً؛ السعر عند الطلب.'),
    ('product_1792452426293', '{"vesselType": "yacht", "lengthM": 19.5, "beamM": 5, "draftM": 1.5, "yearBuilt": 2006, "builder": "Sunseeker", "model": "Predator 62", "flag": "UAE", "guests": 8, "cabins": 3, "crew": 1, "engines": "2 x MAN 1,300 hp", "cruiseSpeedKn": 30, "location": "Dubai Marina", "condition": "used", "engineHours": 2400}', 'يخت سنسيكر بريداتور 62 موديل 2006 للبيع', 'سنسيكر بريداتور 62، 2006، بمحركي MAN بقوة 1,300 حصان وثلاث كبائن وسقف صلب بفتحة شمسية. عليه عرض حالياً.'),
    ('product_1793826366944', '{"vesselType": "supply vessel", "lengthM": 75, "beamM": 17.2, "draftM": 6.2, "yearBuilt": 2015, "builder": "Ulstein", "flag": "Norway", "guests": 26, "crew": 14, "engines": "Diesel-electric, 4 x 1,825 kW", "cruiseSpeedKn": 13, "location": "Jebel Ali", "condition": "used"}', 'سفينة إمداد منصات DP2 بطول 75 م موديل 2015 للبيع', 'سفينة إمداد منصات DP2 بطول 75 م بُنيت عام 2015، بدفع ديزل كهربائي ومساحة سطح 900 م² وحمولة ساكنة 3,200 طن. السعر والمعاينة عند الطلب.'),
    ('product_1794284347161', '{"vesselType": "workboat", "lengthM": 26, "beamM": 7, "draftM": 2.3, "yearBuilt": 2004, "flag": "UAE", "guests": 12, "cabins": 5, "crew": 4, "engines": "2 x Caterpillar 3412", "cruiseSpeedKn": 10, "location": "Mussafah, Abu Dhabi", "condition": "used", "engineHours": 41000}', 'سفينة مسح 26 م موديل 2004 (البيع قيد الإتمام)', 'سفينة مسح هيدروغرافي فولاذية بطول 26 م، بُنيت عام 2004، مع فتحة قمرية ومختبر مسح. البيع قيد الإتمام، والقائمة مخفية.')
) AS v (id, specs, name_ar, description_ar)
WHERE p.id = v.id;

-- Charter terms (docs/charter.md) on two yachts: a sunset minimum (Fri–Sun from 17:00, 4 hours),
-- extras, and an event price on a weekend three weeks after the day the demo is loaded (the
-- demo is loaded on any date). Only where the vessel has no terms yet.
CREATE TEMP TABLE demo_days ON COMMIT DROP AS
SELECT today, today + (5 - extract(dow FROM today + 14)::int + 7) % 7 + 14 AS event_friday,
       today + (6 - extract(dow FROM today + 3)::int + 7) % 7 + 3 AS next_saturday,
       today + (5 - extract(dow FROM today + 7)::int + 7) % 7 + 7 AS next_friday,
       today + (1 - extract(dow FROM today + 15)::int + 7) % 7 + 15 AS later_monday
  FROM (SELECT (now() AT TIME ZONE 'Asia/Dubai')::date AS today) AS t;

UPDATE products SET charter = jsonb_set('{"hourlyRate": "950.00", "dailyRate": null, "minimumHours": 3, "minimumRules": [{"days": [0, 5, 6], "from": "17:00", "to": "00:00", "hours": 4}], "overtimeStepMinutes": 30, "extras": [{"id": "catering", "name": "Catering", "nameAr": "ضيافة وطعام", "price": "75.00", "unit": "guest"}, {"id": "jet-ski", "name": "Jet ski", "nameAr": "دراجة مائية", "price": "350.00", "unit": "hour"}, {"id": "birthday", "name": "Birthday set-up", "nameAr": "تجهيز حفلة عيد ميلاد", "price": "600.00", "unit": "booking"}], "depositPercent": 25, "cancellationTerms": "Free cancellation up to 72 hours before departure; after that the deposit is kept. A trip the captain cancels for weather is moved or refunded in full.", "cancellationTermsAr": "الإلغاء مجاني حتى 72 ساعة قبل الإبحار، وبعدها يُحتفظ بالعربون. الرحلة التي يلغيها القبطان بسبب الطقس تُؤجَّل أو يُرَدّ مبلغها كاملاً.", "turnaroundMinutes": 60}'::jsonb,
    '{datePrices}', (SELECT jsonb_build_array(jsonb_build_object('from', to_char(event_friday, 'YYYY-MM-DD'), 'to', to_char(event_friday + 2, 'YYYY-MM-DD'), 'hourlyRate', '1400.00', 'dailyRate', NULL, 'label', 'Marina festival weekend', 'labelAr', 'عطلة مهرجان المارينا')) FROM demo_days))
 WHERE id = 'product_1786498683472' AND charter IS NULL;
UPDATE products SET charter = jsonb_set('{"hourlyRate": "4500.00", "dailyRate": "35000.00", "minimumHours": 4, "minimumRules": [{"days": [0, 5, 6], "from": "17:00", "to": "00:00", "hours": 4}, {"days": [0, 1, 2, 3, 4, 5, 6], "from": "09:00", "to": "17:00", "hours": 6}], "overtimeStepMinutes": 60, "extras": [{"id": "catering", "name": "Catering", "nameAr": "ضيافة وطعام", "price": "120.00", "unit": "guest"}, {"id": "photographer", "name": "Photographer", "nameAr": "مصوّر", "price": "1500.00", "unit": "booking"}, {"id": "seabob", "name": "Seabob", "nameAr": "سكوتر مائي", "price": "400.00", "unit": "hour"}], "depositPercent": 30, "cancellationTerms": "The deposit is refunded up to 7 days before the charter; later cancellations forfeit it.", "cancellationTermsAr": "يُرَدّ العربون حتى 7 أيام قبل الرحلة، ولا يُرَدّ عند الإلغاء بعد ذلك.", "turnaroundMinutes": 90}'::jsonb,
    '{datePrices}', (SELECT jsonb_build_array(jsonb_build_object('from', to_char(event_friday, 'YYYY-MM-DD'), 'to', to_char(event_friday + 2, 'YYYY-MM-DD'), 'hourlyRate', '6500.00', 'dailyRate', '48000.00', 'label', 'Marina festival weekend', 'labelAr', 'عطلة مهرجان المارينا')) FROM demo_days))
 WHERE id = 'product_1791994446076' AND charter IS NULL;

-- Two leads and a quote request in the lead inbox (docs/enquiries.md); the booking request
-- is a Saturday sunset trip on the sport cruiser, quoted as the server quotes it.
INSERT INTO enquiries (ref, channel, lang, page, note, status, created_at, updated_at, booking)
SELECT 'Q-DEM2', 'whatsapp', 'en', '/product/product_1786498683472', 'A birthday trip: can we board at 16:45?', 'new',
       now() - interval '3 hours', now() - interval '3 hours',
       jsonb_build_object('productId', 'product_1786498683472', 'date', to_char(next_saturday, 'YYYY-MM-DD'), 'start', 1020,
           'minutes', 240, 'minutesCharged', 240, 'minimumMinutes', 240,
           'rule', '{"days": [0, 5, 6], "from": 1020, "to": 0, "minutes": 240}'::jsonb, 'guests', 8,
           'extras', '[{"id": "catering", "name": "Catering", "quantity": 1}]'::jsonb,
           'lines', '[{"kind": "base", "label": "Base hours: 4 h × 950.00", "amount": "3800.00"}, {"kind": "extra", "label": "Catering: 1 × 8 guests × 75.00", "amount": "600.00"}]'::jsonb,
           'subtotal', '4400.00', 'vat', '0.00', 'total', '4400.00', 'deposit', '1100.00')
  FROM demo_days
UNION ALL SELECT 'Q-DEM3', 'whatsapp', 'ar', '/ar/category/marine-spares', 'نحتاج التوصيل إلى ميناء خالد في الشارقة', 'contacted',
       now() - interval '1 day', now() - interval '20 hours', NULL
UNION ALL SELECT 'Q-DEM4', 'email', 'en', '/product/product_1786040703255', '', 'quoted',
       now() - interval '2 days', now() - interval '1 day', NULL
ON CONFLICT (ref) DO NOTHING;
INSERT INTO enquiry_items (ref, position, product_id, name, category, price, quantity) VALUES
    ('Q-DEM2', 0, 'product_1786498683472', '18 m Sport Cruiser (Hourly Charter)', 'vessel-chartering', 950.00, 1),
    ('Q-DEM3', 0, 'product_1792910406510', 'مرساة هول بلا ساق 1,500 كغ (معتمدة من ABS)', 'marine-spares', 14200.00, 1),
    ('Q-DEM3', 1, 'product_1787414643906', 'سلسلة مرساة بوصلات مدعَّمة درجة U3، قطر 38 مم (شوط 27.5 م)', 'marine-spares', 9850.00, 4),
    ('Q-DEM4', 0, 'product_1786040703255', 'Furuno X-Band ARPA Radar, 25 kW, 6.5 ft Open Array', 'marine-spares', NULL, 1)
ON CONFLICT (ref, position) DO NOTHING;

-- Blocks in the coming weeks (Dubai time; `busy` adds the vessel's turnaround): an option held
-- for the lead above, bookings and maintenance. Only when the yachts have no blocks yet.
INSERT INTO charter_blocks (product_id, span, busy, kind, expires_at, enquiry_ref)
SELECT b.product_id, tstzrange(b.s, b.e), tstzrange(b.s, b.e + b.turnaround), b.kind, b.expires_at, b.ref
  FROM demo_days,
       LATERAL (VALUES
           ('product_1786498683472', next_saturday + time '17:00', next_saturday + time '21:00', 'option', now() + interval '2 days', 'Q-DEM2', interval '60 minutes'),
           ('product_1786498683472', next_friday + time '17:00', next_friday + time '22:00', 'booking', NULL, NULL, interval '60 minutes'),
           ('product_1786498683472', later_monday + time '08:00', later_monday + 1 + time '18:00', 'maintenance', NULL, NULL, interval '60 minutes'),
           ('product_1791994446076', today + 1 + time '10:00', today + 1 + time '18:00', 'booking', NULL, NULL, interval '90 minutes'),
           ('product_1791994446076', next_friday + time '17:00', next_friday + time '23:00', 'booking', NULL, NULL, interval '90 minutes'),
           ('product_1791994446076', later_monday + 1 + time '07:00', later_monday + 3 + time '17:00', 'maintenance', NULL, NULL, interval '90 minutes')
       ) AS l (product_id, ls, le, kind, expires_at, ref, turnaround),
       LATERAL (SELECT l.product_id, l.ls AT TIME ZONE 'Asia/Dubai' AS s, l.le AT TIME ZONE 'Asia/Dubai' AS e, l.kind,
                       l.expires_at::timestamptz AS expires_at, l.ref, l.turnaround) AS b
 WHERE NOT EXISTS (SELECT 1 FROM charter_blocks c WHERE c.product_id IN ('product_1786498683472', 'product_1791994446076'));

-- Homepage banners. The banners_limit trigger runs before the conflict check and refuses a 4th
-- banner, so each insert is skipped when its id already exists or 3 banners are already there.
INSERT INTO banners (id, title, description, button_text, button_link, background_color, icon_class,
                     image, is_active, display_order, "timestamp", updated_at)
SELECT 'banner_1779500000000', 'Vessel Chartering Across the Gulf',
       'Tugs, crew boats, barges and yachts for charter by the day or on term, crewed and ready to sail from Dubai.',
       'Learn More', '/category/vessel-chartering', 'gradient-ocean', 'fas fa-anchor',
       '/uploads/demo/banner-chartering.svg', true, 1, '2026-05-23T01:33:20.000Z', '2026-05-23T01:33:20.000Z'
WHERE NOT EXISTS (SELECT 1 FROM banners WHERE id = 'banner_1779500000000')
  AND (SELECT count(*) FROM banners) < 3
ON CONFLICT (id) DO NOTHING;

INSERT INTO banners (id, title, description, button_text, button_link, background_color, icon_class,
                     image, is_active, display_order, "timestamp", updated_at)
SELECT 'banner_1779600000000', 'Marine Supplies and Spare Parts',
       'Engine parts, anchors, chain, life-saving appliances and navigation electronics, certified and delivered fast.',
       'Learn More', '/category/marine-spares', 'gradient-ocean', 'fas fa-anchor',
       '/uploads/demo/banner-supplies.svg', true, 2, '2026-05-24T05:20:00.000Z', '2026-05-24T05:20:00.000Z'
WHERE NOT EXISTS (SELECT 1 FROM banners WHERE id = 'banner_1779600000000')
  AND (SELECT count(*) FROM banners) < 3
ON CONFLICT (id) DO NOTHING;

COMMIT;

-- The desks (docs/desks.md), in a file of their own to keep this one readable.
\ir demo_desks.sql
