-- A parts list's lines the catalogue has not (docs/parts-lists.md, "The enquiry"): they
-- travel with the lead as the visitor typed them, so the business can still quote them, and
-- an item that came through an old (superseded) number keeps the number typed.

-- [{"text": …, "quantity": …}] in the order sent; at most 100 (the API checks each line).
ALTER TABLE enquiries
    ADD COLUMN missing jsonb NOT NULL DEFAULT '[]'
        CONSTRAINT enquiries_missing_form CHECK (jsonb_typeof(missing) = 'array' AND jsonb_array_length(missing) <= 100);

-- The old number the visitor typed, and the product's SKU or first part number when the lead
-- was sent: the message's "1R-0749 → 1R-0750" (the hourly digest writes it from the row).
ALTER TABLE enquiry_items
    ADD COLUMN replaced text
        CONSTRAINT enquiry_items_replaced_form CHECK (char_length(replaced) BETWEEN 1 AND 64),
    ADD COLUMN code text
        CONSTRAINT enquiry_items_code_form CHECK (char_length(code) <= 64);
