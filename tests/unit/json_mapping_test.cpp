#include "api/json_mapping.hpp"

#include <boost/json/serialize.hpp>
#include <gtest/gtest.h>

namespace marine::api {
namespace {

TEST(json_mapping, product_uses_the_spec_field_names_in_a_stable_order)
{
  domain::product p{.id = "product_1",
                    .name = "Anchor \"AC-14\"",
                    .category = "marine-spares",
                    .description = "Stockless high-holding-power anchor, 1 t",
                    .price = "1250.00",
                    .image = "/uploads/a.jpg",
                    .images = {"/uploads/b.jpg"},
                    .in_stock = false,
                    .is_visible = true,
                    .show_contact_for_pricing = false,
                    .timestamp = "2026-11-01T10:00:00.000Z"};
  EXPECT_EQ(boost::json::serialize(to_json(p)),
            R"({"id":"product_1","name":"Anchor \"AC-14\"","category":"marine-spares",)"
            R"("description":"Stockless high-holding-power anchor, 1 t","price":"1250.00",)"
            R"("image":"/uploads/a.jpg","images":["/uploads/b.jpg"],"inStock":false,"isVisible":true,)"
            R"("showContactForPricing":false,"timestamp":"2026-11-01T10:00:00.000Z"})");
}

TEST(json_mapping, banner_uses_the_spec_field_names)
{
  domain::banner b{.id = "banner_1",
                   .title = "T",
                   .description = "D",
                   .button_text = "Learn More",
                   .button_link = "",
                   .background_color = "gradient-ocean",
                   .icon_class = "fas fa-anchor",
                   .image = "/uploads/x.png",
                   .is_active = true,
                   .display_order = 2,
                   .timestamp = "2026-11-01T10:00:00.000Z"};
  EXPECT_EQ(boost::json::serialize(to_json(b)),
            R"({"id":"banner_1","title":"T","description":"D","buttonText":"Learn More","buttonLink":"",)"
            R"("backgroundColor":"gradient-ocean","iconClass":"fas fa-anchor","image":"/uploads/x.png",)"
            R"("isActive":true,"displayOrder":2,"timestamp":"2026-11-01T10:00:00.000Z"})");
}

TEST(json_mapping, lists_become_arrays)
{
  EXPECT_EQ(boost::json::serialize(to_json(std::vector<domain::product>{})), "[]");
  EXPECT_EQ(to_json(std::vector<domain::product>(3)).size(), 3u);
}

}  // namespace
}  // namespace marine::api
