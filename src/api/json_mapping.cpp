#include "api/json_mapping.hpp"

namespace marine::api {

boost::json::object to_json(const domain::product& p, boost::json::storage_ptr sp)
{
  boost::json::array images(sp);
  images.reserve(p.images.size());
  for (const auto& i : p.images) images.emplace_back(i);
  return boost::json::object({
      {"id", p.id},
      {"name", p.name},
      {"category", p.category},
      {"description", p.description},
      {"price", p.price},
      {"image", p.image},
      {"images", std::move(images)},
      {"inStock", p.in_stock},
      {"isVisible", p.is_visible},
      {"showContactForPricing", p.show_contact_for_pricing},
      {"timestamp", p.timestamp},
  }, sp);
}

boost::json::object to_json(const domain::banner& b, boost::json::storage_ptr sp)
{
  return boost::json::object({
      {"id", b.id},
      {"title", b.title},
      {"description", b.description},
      {"buttonText", b.button_text},
      {"buttonLink", b.button_link},
      {"backgroundColor", b.background_color},
      {"iconClass", b.icon_class},
      {"image", b.image},
      {"isActive", b.is_active},
      {"displayOrder", b.display_order},
      {"timestamp", b.timestamp},
  }, sp);
}

namespace {

std::string_view role_name(domain::role r) { return r == domain::role::admin ? "admin" : "sub_user"; }

}  // namespace

boost::json::object session_user_json(const domain::user& u)
{
  return {{"id", u.id}, {"name", u.name}, {"username", u.username}, {"role", role_name(u.who)}};
}

boost::json::object to_json(const domain::user& u, boost::json::storage_ptr sp)
{
  return boost::json::object({
      {"id", u.id},
      {"name", u.name},
      {"username", u.username},
      {"role", role_name(u.who)},
      {"isActive", u.is_active},
      {"createdAt", u.created_at},
      {"updatedAt", u.updated_at},
  }, sp);
}

}  // namespace marine::api
