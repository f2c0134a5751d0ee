// Fuzz target: a JSON request body all the way to the domain's entity: parsing (depth, types), the
// field names of docs/behaviour.md, then the validation rules of a product, a banner, a sub-user or
// an enquiry (docs/enquiries.md) and a lead's change, and a valid product back to JSON. Input: one byte choosing which, then the body.
#include "api/json/enquiry_json.hpp"
#include "api/json/input.hpp"
#include "api/json/mapping.hpp"
#include "domain/accounts/user_validation.hpp"
#include "domain/catalogue/banner_service.hpp"
#include "domain/catalogue/product_validation.hpp"
#include "domain/enquiries/enquiry_rules.hpp"

#include <boost/json/serialize.hpp>

#include <cstddef>
#include <cstdint>

using namespace marine;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  if (size == 0) return 0;
  api::request req{api::http::verb::post, "/", 11};
  req.set(api::http::field::content_type, "application/json");
  req.body().assign(reinterpret_cast<const char*>(data + 1), size - 1);
  switch (data[0] % 6) {
    case 0: {
      const auto in = api::read_product_input(req);
      if (!in) break;
      domain::product out;
      if (domain::build_product(*in, domain::new_product_defaults(), out).empty())
        (void)api::to_json_text(out);
      break;
    }
    case 1: {
      const auto in = api::read_banner_input(req);
      if (!in) break;
      domain::banner out;
      if (domain::build_banner(*in, domain::new_banner_defaults(), out).empty()) (void)api::to_json_text(out);
      break;
    }
    case 2:
    case 3: {
      auto in = api::read_sub_user_input(req);
      if (!in) break;
      (void)domain::validate_sub_user(*in, data[0] % 6 == 2 ? domain::validation_mode::create : domain::validation_mode::update);
      break;
    }
    case 4: {
      auto in = api::read_enquiry_request(req);
      if (in) (void)domain::validated_enquiry(std::move(*in));
      break;
    }
    case 5: {
      auto in = api::read_enquiry_update(req);
      if (in) (void)domain::validated_update(std::move(*in));
      break;
    }
  }
  return 0;
}
