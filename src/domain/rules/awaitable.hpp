#pragma once
// Repository methods are awaitable so no I/O thread ever waits on the database.

#include <boost/asio/awaitable.hpp>

namespace marine::domain {

template <class T>
using awaitable = boost::asio::awaitable<T>;

}  // namespace marine::domain
