#include "domain/rules/error.hpp"

namespace marine::domain {

void throw_exception_from_error(const failure& f, const boost::source_location&)
{
  throw failure_error(f);
}

}  // namespace marine::domain
