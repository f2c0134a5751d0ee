#include "domain/accounts/password.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <argon2.h>
#include <sys/random.h>

#include <array>
#include <stdexcept>

namespace marine::domain {
namespace {

constexpr std::size_t salt_bytes = 16;
constexpr std::size_t hash_bytes = 32;

std::array<unsigned char, salt_bytes> random_salt()
{
  std::array<unsigned char, salt_bytes> salt{};
  std::size_t filled = 0;
  while (filled < salt.size()) {
    const auto n = ::getrandom(salt.data() + filled, salt.size() - filled, 0);
    if (n < 0) throw std::runtime_error("getrandom failed");
    filled += static_cast<std::size_t>(n);
  }
  return salt;
}

}  // namespace

std::string hash_password(std::string_view password, argon2_cost cost)
{
  const auto salt = random_salt();
  std::string encoded(argon2_encodedlen(cost.iterations, cost.memory_kib, cost.parallelism, salt_bytes, hash_bytes,
                                        Argon2_id),
                      '\0');
  const int rc = argon2id_hash_encoded(cost.iterations, cost.memory_kib, cost.parallelism, password.data(),
                                       password.size(), salt.data(), salt.size(), hash_bytes, encoded.data(),
                                       encoded.size());
  if (rc != ARGON2_OK) throw std::runtime_error(argon2_error_message(rc));
  encoded.resize(encoded.find('\0'));
  return encoded;
}

bool verify_password(std::string_view password, const std::string& encoded_hash) noexcept
{
  return argon2id_verify(encoded_hash.c_str(), password.data(), password.size()) == ARGON2_OK;
}

boost::asio::awaitable<std::string> password_hasher::hash(std::string password)
{
  auto cost = cost_;
  co_return co_await boost::asio::co_spawn(
      pool_, [p = std::move(password), cost]() -> boost::asio::awaitable<std::string> { co_return hash_password(p, cost); },
      boost::asio::use_awaitable);
}

boost::asio::awaitable<bool> password_hasher::verify(std::string password, std::string encoded_hash)
{
  co_return co_await boost::asio::co_spawn(
      pool_,
      [p = std::move(password), h = std::move(encoded_hash)]() -> boost::asio::awaitable<bool> {
        co_return verify_password(p, h);
      },
      boost::asio::use_awaitable);
}

}  // namespace marine::domain
