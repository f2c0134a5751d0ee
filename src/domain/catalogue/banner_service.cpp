#include "domain/catalogue/banner_service.hpp"

#include "domain/rules/id_allocation.hpp"
#include "domain/rules/text_rules.hpp"
#include "domain/rules/url_rules.hpp"
#include "domain/rules/validation.hpp"

namespace marine::domain {
namespace {

constexpr const char* not_found_message = "Banner not found";
constexpr std::size_t max_title = 200;
constexpr std::size_t max_description = 1000;
constexpr std::size_t max_short_text = 100;

}  // namespace

banner new_banner_defaults()
{
  banner b;
  b.background_color = "gradient-ocean";
  b.icon_class = "fas fa-anchor";
  b.is_active = true;
  b.display_order = 0;
  return b;
}

std::vector<field_error> build_banner(const banner_input& in, const banner& base, banner& out)
{
  out = base;
  if (in.title) out.title = trim(*in.title);
  if (in.description) out.description = trim(*in.description);
  if (in.button_text) out.button_text = trim(*in.button_text);
  if (in.button_link) out.button_link = trim(*in.button_link);
  if (in.title_ar) out.title_ar = trim(*in.title_ar);
  if (in.description_ar) out.description_ar = trim(*in.description_ar);
  if (in.button_text_ar) out.button_text_ar = trim(*in.button_text_ar);
  if (in.background_color) out.background_color = trim(*in.background_color);
  if (in.icon_class) out.icon_class = trim(*in.icon_class);
  if (in.image) out.image = trim(*in.image);
  if (in.is_active) out.is_active = *in.is_active;

  std::vector<field_error> errors;
  // Messages name the field as the API does ("buttonText must be at most 100 characters").
  check_text(errors, out.title, {.field = "title", .label = "title", .required = "Title is required", .max = max_title});
  check_text(errors, out.description, {.field = "description", .label = "description",
                                       .required = "Description is required", .max = max_description,
                                       .lines = text_lines::multi});
  check_text(errors, out.button_text, {.field = "buttonText", .label = "buttonText",
                                       .required = "Button text is required", .max = max_short_text});
  // The Arabic versions: optional, with the English fields' limits.
  check_text(errors, out.title_ar, {.field = "titleAr", .label = "titleAr", .max = max_title});
  check_text(errors, out.description_ar,
             {.field = "descriptionAr", .label = "descriptionAr", .max = max_description, .lines = text_lines::multi});
  check_text(errors, out.button_text_ar, {.field = "buttonTextAr", .label = "buttonTextAr", .max = max_short_text});
  check_text(errors, out.background_color, {.field = "backgroundColor", .label = "backgroundColor",
                                            .required = "Background color is required", .max = max_short_text});
  check_text(errors, out.icon_class, {.field = "iconClass", .label = "iconClass", .required = "Icon class is required",
                                      .max = max_short_text});
  if (!out.button_link.empty() && !is_valid_link(out.button_link))
    errors.push_back({"buttonLink", "Must be a valid URL"});
  if (!out.image.empty() && !is_valid_image_url(out.image)) errors.push_back({"image", "Must be a valid image URL"});
  if (in.display_order) {
    if (*in.display_order < 0 || *in.display_order > 1000000)
      errors.push_back({"displayOrder", "Display order must be a whole number from 0 to 1000000"});
    else
      out.display_order = static_cast<int>(*in.display_order);
  }
  return errors;
}

boost::asio::awaitable<std::vector<banner>> banner_service::list() { co_return co_await banners_.list(); }

boost::asio::awaitable<result<banner>> banner_service::create(banner_input input, acting by)
{
  banner b;
  auto errors = build_banner(input, new_banner_defaults(), b);
  if (input.id && !is_plausible_id(*input.id))
    errors.push_back({"id", "id must be 1 to 64 letters, digits, '_' or '-'"});
  if (input.timestamp) check_creation_timestamp(errors, *input.timestamp);
  if (!errors.empty()) co_return validation_failure(std::move(errors));

  std::optional<banner> created;
  auto [outcome, id] = co_await insert_with_id(input.id, "banner", [&](const std::string& new_id) -> awaitable<write_outcome> {
    b.id = new_id;
    auto inserted = co_await banners_.insert(b, input.timestamp, by);
    created = std::move(inserted.created);
    co_return inserted.outcome;
  });
  if (outcome == write_outcome::limit_reached) co_return conflict(banner_limit_message);
  if (outcome == write_outcome::duplicate_id) co_return conflict("A banner with this id already exists");
  if (outcome != write_outcome::done || !created) throw std::runtime_error("a banner insert did not say what it stored");
  changes_.changed({catalogue_change::subject::banner, id});
  co_return std::move(*created);
}

boost::asio::awaitable<result<banner>> banner_service::update(std::string id, banner_input input, acting by)
{
  if (!is_plausible_id(id)) co_return not_found(not_found_message);
  auto existing = co_await banners_.find(id);
  if (!existing) co_return not_found(not_found_message);
  banner b;
  auto errors = build_banner(input, *existing, b);
  if (input.id && *input.id != id) errors.push_back({"id", "The id of a banner cannot change"});
  check_timestamp_unchanged(errors, input.timestamp, existing->timestamp);
  if (!errors.empty()) co_return validation_failure(std::move(errors));
  if (co_await banners_.update(b, std::move(by)) != write_outcome::done) co_return not_found(not_found_message);
  changes_.changed({catalogue_change::subject::banner, id});
  auto stored = co_await banners_.find(id);
  if (!stored) co_return not_found(not_found_message);
  co_return std::move(*stored);
}

boost::asio::awaitable<result<bool>> banner_service::remove(std::string id, acting by)
{
  if (!is_plausible_id(id)) co_return not_found(not_found_message);
  if (co_await banners_.remove(id, std::move(by)) != write_outcome::done) co_return not_found(not_found_message);
  changes_.changed({catalogue_change::subject::banner, std::move(id)});
  co_return true;
}

}  // namespace marine::domain
