#pragma once

namespace marine::domain {

// Who is asking. Staff see invisible products; visitors do not.
enum class role { visitor, sub_user, admin };

struct viewer {
  role who = role::visitor;
  bool is_staff() const noexcept { return who != role::visitor; }
};

}  // namespace marine::domain
