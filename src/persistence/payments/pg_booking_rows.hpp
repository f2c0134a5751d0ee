#pragma once
// What the booking repository's reads and writes share: a booking lead read in a transaction.

#include "domain/payments/booking.hpp"

#include <pqxx/transaction_base>

#include <optional>
#include <string>

namespace marine::persistence {

// The lead's booking, with its latest block's id when it has one (`where` is "e.ref = $1" or
// "t.token = $1"). Nothing for a lead without a booking request.
struct booking_row {
  domain::booking_record record;
  std::optional<std::string> block_id;
};
std::optional<booking_row> read_booking(pqxx::transaction_base& tx, const std::string& where, const std::string& key);

// A payment's columns and the row read back; a query's next column is at `payment_column_count`.
extern const char* const payment_columns;
constexpr int payment_column_count = 10;
domain::payment payment_of(const pqxx::row& r);
// The activity log's copy of a payment row `p`.
extern const char* const payment_snapshot;

}  // namespace marine::persistence
