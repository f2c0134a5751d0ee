#include "api/json/mapping.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <gtest/gtest.h>

#include <string>

namespace marine::api {
namespace {

TEST(json_mapping, product_uses_the_spec_field_names_in_a_stable_order)
{
  domain::product p{.id = "product_1",
                    .name = "Anchor \"AC-14\"",
                    .category = "marine-spares",
                    .description = "Stockless high-holding-power anchor, 1 t",
                    .name_ar = "مرساة",
                    .price = "1250.00",
                    .image = "/uploads/a.jpg",
                    .images = {"/uploads/b.jpg"},
                    .in_stock = false,
                    .is_visible = true,
                    .show_contact_for_pricing = false,
                    .timestamp = "2026-11-01T10:00:00.000Z",
                    .sku = "LW-AC-14",
                    .part_numbers = {"AC-14", "0042/7"},
                    .supersedes = {"1R-0749"},
                    .fits = {"Caterpillar 3516B"}};
  EXPECT_EQ(to_json_text(p),
            R"({"id":"product_1","name":"Anchor \"AC-14\"","category":"marine-spares",)"
            R"("description":"Stockless high-holding-power anchor, 1 t","nameAr":"مرساة","descriptionAr":"",)"
            R"("price":"1250.00",)"
            R"("image":"/uploads/a.jpg","images":["/uploads/b.jpg"],"inStock":false,"isVisible":true,)"
            R"("showContactForPricing":false,"timestamp":"2026-11-01T10:00:00.000Z","specs":{},)"
            R"("sku":"LW-AC-14","partNumbers":["AC-14","0042/7"],"supersedes":["1R-0749"],"fits":["Caterpillar 3516B"]})");
}

TEST(json_mapping, specs_carry_decimals_as_numbers_and_texts_escaped)
{
  domain::product p;
  p.specs.set("lengthM", 2435LL);
  p.specs.set("guests", 12LL);
  p.specs.set("builder", std::string("Azimut \"Benetti\""));
  p.specs.set("cruiseSpeedKn", 2200LL);
  EXPECT_NE(to_json_text(p).find(R"("specs":{"lengthM":24.35,"builder":"Azimut \"Benetti\"","guests":12,"cruiseSpeedKn":22},)"),
            std::string::npos)
      << to_json_text(p);
}

TEST(json_mapping, banner_uses_the_spec_field_names)
{
  domain::banner b{.id = "banner_1",
                   .title = "T",
                   .description = "D",
                   .button_text = "Learn More",
                   .button_link = "",
                   .title_ar = "عرض",
                   .background_color = "gradient-ocean",
                   .icon_class = "fas fa-anchor",
                   .image = "/uploads/x.png",
                   .is_active = true,
                   .display_order = 2,
                   .timestamp = "2026-11-01T10:00:00.000Z"};
  EXPECT_EQ(to_json_text(b),
            R"({"id":"banner_1","title":"T","description":"D","buttonText":"Learn More","titleAr":"عرض",)"
            R"("descriptionAr":"","buttonTextAr":"","buttonLink":"",)"
            R"("backgroundColor":"gradient-ocean","iconClass":"fas fa-anchor","image":"/uploads/x.png",)"
            R"("isActive":true,"displayOrder":2,"timestamp":"2026-11-01T10:00:00.000Z"})");
}

TEST(json_mapping, lists_become_arrays)
{
  EXPECT_EQ(serialize_list(std::vector<domain::product>{}), "[]");
  domain::banner b;
  b.display_order = -7;
  const auto two = boost::json::parse(serialize_list(std::vector<domain::banner>{b, b}));
  ASSERT_EQ(two.as_array().size(), 2u);
  EXPECT_EQ(two.as_array()[1].at("displayOrder").as_int64(), -7);
  const auto three = boost::json::parse(serialize_list(std::vector<domain::product>(3)));
  EXPECT_EQ(three.as_array().size(), 3u);
  EXPECT_TRUE(three.as_array()[2].at("images").as_array().empty());
}

// Every string that needs escaping, written into text as boost::json writes it from a
// tree (the reference: what the API answered before it wrote text directly).
TEST(json_mapping, strings_are_escaped_exactly_as_boost_json_escapes_them)
{
  std::string every_control;
  for (char c = 1; c < 0x20; ++c) every_control += c;
  const std::vector<std::string> hostile = {
      "", "\"quoted\"", "back\\slash", "</script><script>alert(1)</script>", every_control,
      std::string("nul\0inside", 10), "Wärtsilä – 229 m² ⚓ 🚢", "\x7f delete", "\u2028 line separator",
      std::string(5000, 'x') + "\"" + std::string(5000, '\\')};
  for (const auto& s : hostile) {
    domain::product p;
    p.name = p.name_ar = p.description_ar = s;
    p.images = {s, s};
    p.sku = s;
    p.part_numbers = {s};
    p.supersedes = {s};
    p.fits = {s, s};
    boost::json::object reference{{"id", p.id}, {"name", s}, {"category", p.category}, {"description", p.description},
                                  {"nameAr", s}, {"descriptionAr", s}, {"price", p.price}, {"image", p.image}, {"images", boost::json::array{s, s}},
                                  {"inStock", p.in_stock}, {"isVisible", p.is_visible},
                                  {"showContactForPricing", p.show_contact_for_pricing}, {"timestamp", p.timestamp},
                                  {"specs", boost::json::object{}}, {"sku", s}, {"partNumbers", boost::json::array{s}},
                                  {"supersedes", boost::json::array{s}}, {"fits", boost::json::array{s, s}}};
    EXPECT_EQ(to_json_text(p), boost::json::serialize(reference)) << "for a name of " << s.size() << " bytes";
    EXPECT_EQ(boost::json::parse(to_json_text(p)).at("name").as_string(), s);
  }
}

}  // namespace
}  // namespace marine::api
