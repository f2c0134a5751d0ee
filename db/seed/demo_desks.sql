-- The demo's desks (docs/desks.md), loaded by demo.sql: vessel sales (the first desk, so also
-- the general one: the header, the footer and anything without a category), parts, whose two
-- agents on duty take turns (a third is off duty), and charter, each with hours in Dubai time and
-- the holidays of the season. Stored only where the owner has not made desks of their own: no
-- desks yet, or only the one the first start made from the settings (`general`).

-- The demo runs before the API's first start, which stores the settings' row: the row is
-- made here with the server's placeholders (placeholder_settings()), word for word.
INSERT INTO site_settings (company_name, legal_entity, phone, whatsapp_number, email, address, business_hours,
                           marine_spares_description, vessel_chartering_description,
                           vessel_sales_purchase_description, hero_heading, hero_text, credit_name, credit_url)
VALUES ('Example Marine Services', 'Example Marine Services LLC', '971500000000', '971500000000', 'info@example.com',
        'Office 000, Example Building, Al Jaddaf, Dubai, United Arab Emirates',
        '[{"days": "Sunday to Thursday", "hours": "8:00 AM-6:00 PM"}, {"days": "Friday to Saturday", "hours": "9:00 AM-5:00 PM"}]',
        'Genuine spare parts, safety equipment and consumables for commercial and leisure vessels.',
        'Crewed and bareboat charters of tugs, barges, supply and passenger vessels, by the day or longer.',
        'Brokerage of new and pre-owned vessels: sourcing, inspection, negotiation and handover.',
        'Marine supplies, vessel chartering and vessel sales you can rely on',
        'Spare parts and equipment, crewed and bareboat charters, and vessel brokerage across the UAE and the GCC. Call or message us for a quote.',
        'Example Web Studio', 'https://example.com')
ON CONFLICT (id) DO NOTHING;

UPDATE site_settings
   SET desks = $desks$
[
 {
  "id": "sales",
  "name": "Vessel sales & general enquiries",
  "nameAr": "مبيعات السفن والاستفسارات العامة",
  "phone": "971503330000",
  "email": "sales@example.com",
  "agents": [{"name": "Maryam", "nameAr": "مريم", "whatsapp": "971503330001", "active": true}],
  "hours": {"sun": [{"from": "09:00", "to": "17:00"}], "mon": [{"from": "09:00", "to": "17:00"}], "tue": [{"from": "09:00", "to": "17:00"}], "wed": [{"from": "09:00", "to": "17:00"}], "thu": [{"from": "09:00", "to": "17:00"}], "fri": [], "sat": []},
  "exceptions": [
    {"from": "2026-12-02", "to": "2026-12-03", "name": "National Day", "nameAr": "اليوم الوطني", "closed": true},
    {"from": "2027-02-08", "to": "2027-03-09", "name": "Ramadan", "nameAr": "رمضان", "closed": false, "hours": {"sun": [{"from": "10:00", "to": "15:00"}], "mon": [{"from": "10:00", "to": "15:00"}], "tue": [{"from": "10:00", "to": "15:00"}], "wed": [{"from": "10:00", "to": "15:00"}], "thu": [{"from": "10:00", "to": "15:00"}], "fri": [], "sat": []}},
    {"from": "2027-03-09", "to": "2027-03-12", "name": "Eid al-Fitr", "nameAr": "عيد الفطر", "closed": true}
  ],
  "categories": ["vessel-sales-purchase"]
 },
 {
  "id": "parts",
  "name": "Parts desk",
  "nameAr": "قسم قطع الغيار",
  "phone": "971501110000",
  "email": "parts@example.com",
  "agents": [{"name": "Omar", "nameAr": "عمر", "whatsapp": "971501110001", "active": true}, {"name": "Layla", "nameAr": "ليلى", "whatsapp": "971501110002", "active": true}, {"name": "Rashid", "nameAr": "راشد", "whatsapp": "971501110003", "active": false}],
  "hours": {"sun": [{"from": "08:00", "to": "18:00"}], "mon": [{"from": "08:00", "to": "18:00"}], "tue": [{"from": "08:00", "to": "18:00"}], "wed": [{"from": "08:00", "to": "18:00"}], "thu": [{"from": "08:00", "to": "18:00"}], "fri": [], "sat": [{"from": "09:00", "to": "13:00"}]},
  "exceptions": [
    {"from": "2026-12-02", "to": "2026-12-03", "name": "National Day", "nameAr": "اليوم الوطني", "closed": true},
    {"from": "2027-02-08", "to": "2027-03-09", "name": "Ramadan", "nameAr": "رمضان", "closed": false, "hours": {"sun": [{"from": "09:00", "to": "15:00"}], "mon": [{"from": "09:00", "to": "15:00"}], "tue": [{"from": "09:00", "to": "15:00"}], "wed": [{"from": "09:00", "to": "15:00"}], "thu": [{"from": "09:00", "to": "15:00"}], "fri": [], "sat": []}},
    {"from": "2027-03-09", "to": "2027-03-12", "name": "Eid al-Fitr", "nameAr": "عيد الفطر", "closed": true}
  ],
  "categories": ["marine-spares"]
 },
 {
  "id": "charter",
  "name": "Charter desk",
  "nameAr": "مكتب التأجير",
  "phone": "971502220000",
  "email": "charter@example.com",
  "agents": [{"name": "Khalid", "nameAr": "خالد", "whatsapp": "971502220001", "active": true}],
  "hours": {"sun": [{"from": "08:00", "to": "18:00"}], "mon": [{"from": "08:00", "to": "18:00"}], "tue": [{"from": "08:00", "to": "18:00"}], "wed": [{"from": "08:00", "to": "18:00"}], "thu": [{"from": "08:00", "to": "18:00"}], "fri": [{"from": "10:00", "to": "16:00"}], "sat": [{"from": "09:00", "to": "13:00"}]},
  "exceptions": [
    {"from": "2026-12-02", "to": "2026-12-03", "name": "National Day", "nameAr": "اليوم الوطني", "closed": true},
    {"from": "2027-02-08", "to": "2027-03-09", "name": "Ramadan", "nameAr": "رمضان", "closed": false, "hours": {"sun": [{"from": "09:00", "to": "15:00"}], "mon": [{"from": "09:00", "to": "15:00"}], "tue": [{"from": "09:00", "to": "15:00"}], "wed": [{"from": "09:00", "to": "15:00"}], "thu": [{"from": "09:00", "to": "15:00"}], "fri": [{"from": "10:00", "to": "14:00"}], "sat": []}},
    {"from": "2027-03-09", "to": "2027-03-12", "name": "Eid al-Fitr", "nameAr": "عيد الفطر", "closed": true}
  ],
  "categories": ["vessel-chartering"]
 }
]
$desks$::jsonb
 WHERE desks IS NULL OR (jsonb_array_length(desks) = 1 AND desks -> 0 ->> 'id' = 'general');

-- The settings' phone and WhatsApp number are the general desk's (docs/desks.md): its phone
-- and its first on-duty agent's number.
UPDATE site_settings
   SET phone = desks -> 0 ->> 'phone',
       whatsapp_number = (SELECT a ->> 'whatsapp' FROM jsonb_array_elements(desks -> 0 -> 'agents') WITH ORDINALITY AS e (a, n)
                           WHERE (a ->> 'active')::boolean ORDER BY n LIMIT 1)
 WHERE desks IS NOT NULL;
