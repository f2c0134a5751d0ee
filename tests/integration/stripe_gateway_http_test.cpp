// The Stripe adapter's request over a real socket (docs/payments.md, "The gateway" and "Stripe
// adapter"): a one-request server inside the test records what libcurl sent and answers as
// Stripe would. The fake Stripe of the API tests (tests/api/stripe-fake.mjs) checks the same
// request against Stripe's own client; this checks the C++ side of it.
#include "payments/stripe_gateway.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read_until.hpp>
#include <boost/asio/streambuf.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/use_future.hpp>
#include <boost/asio/write.hpp>

#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <istream>
#include <string>
#include <thread>

namespace {

using namespace marine;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;

// Accepts one connection, reads one request (head and Content-Length body), sends `answer`
// (after `delay`), and keeps what it read.
class one_request_server {
 public:
  explicit one_request_server(std::string answer, std::chrono::milliseconds delay = {})
      : acceptor_(io_, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0)), answer_(std::move(answer)), delay_(delay)
  {
    thread_ = std::thread([this] { serve(); });
  }
  ~one_request_server()
  {
    // A connection of our own ends an accept that is still waiting (no request came).
    boost::system::error_code ignored;
    asio::io_context io;
    tcp::socket wake(io);
    wake.connect(acceptor_.local_endpoint(), ignored);
    wake.close(ignored);
    thread_.join();
    acceptor_.close(ignored);
  }
  unsigned short port() const { return acceptor_.local_endpoint().port(); }
  std::string base() const { return "http://127.0.0.1:" + std::to_string(port()); }
  std::string head, body;

 private:
  void serve()
  {
    boost::system::error_code ec;
    tcp::socket socket(io_);
    acceptor_.accept(socket, ec);
    if (ec) return;
    asio::streambuf buffer;
    const auto n = asio::read_until(socket, buffer, "\r\n\r\n", ec);
    if (ec) return;
    const std::string all{asio::buffers_begin(buffer.data()), asio::buffers_end(buffer.data())};
    head = all.substr(0, n);
    body = all.substr(n);
    const auto at = head.find("Content-Length: ");
    const std::size_t length = at == std::string::npos ? 0 : std::stoul(head.substr(at + 16));
    while (body.size() < length) {
      std::array<char, 4096> chunk{};
      const auto got = socket.read_some(asio::buffer(chunk), ec);
      if (ec) return;
      body.append(chunk.data(), got);
    }
    std::this_thread::sleep_for(delay_);
    asio::write(socket, asio::buffer(answer_), ec);
    socket.shutdown(tcp::socket::shutdown_both, ec);
  }

  asio::io_context io_;
  tcp::acceptor acceptor_;
  std::string answer_;
  std::chrono::milliseconds delay_;
  std::thread thread_;
};

std::string http_answer(int status, const std::string& json)
{
  return "HTTP/1.1 " + std::to_string(status) + " X\r\nContent-Type: application/json\r\nContent-Length: " +
         std::to_string(json.size()) + "\r\nConnection: close\r\n\r\n" + json;
}

domain::checkout_request a_request()
{
  domain::checkout_request r;
  r.ref = "ENQ-2026-0042";
  r.token = "0123456789abcdef0123456789abcdef";
  r.amount_fils = 150000;
  r.description = "Deposit: Azimut 60, 12/12/2026";
  r.success_url = "https://example.ae/booking/0123?paid=1";
  r.cancel_url = "https://example.ae/booking/0123";
  r.expires_at = std::chrono::sys_seconds(std::chrono::seconds(1765103600));
  r.idempotency_key = "checkout-ENQ-2026-0042-deposit-1";
  return r;
}

struct stripe_gateway_http : ::testing::Test {
  asio::thread_pool threads{1};

  std::optional<domain::checkout_session> create(const std::string& base, domain::checkout_request request,
                                                 domain::gateway_failure& failure)
  {
    payments::stripe_gateway gateway{threads, base + "/", "sk_test_http_51Marine", "whsec_test"};
    asio::io_context io;
    auto result = asio::co_spawn(io, gateway.create_session(std::move(request), failure), asio::use_future);
    io.run();
    return result.get();
  }
};

TEST_F(stripe_gateway_http, posts_the_form_with_key_and_idempotency_key_and_reads_the_session)
{
  // A proxy named by the environment is not used: the key goes to the API base only.
  ::setenv("http_proxy", "http://127.0.0.1:9", 1);
  ::setenv("HTTP_PROXY", "http://127.0.0.1:9", 1);
  one_request_server server(http_answer(
      200, R"({"id":"cs_test_1","object":"checkout.session","url":"https://checkout.stripe.com/c/pay/cs_test_1","expires_at":1765103600})"));
  domain::gateway_failure failure;
  const auto session = create(server.base(), a_request(), failure);
  ::unsetenv("http_proxy");
  ::unsetenv("HTTP_PROXY");
  ASSERT_TRUE(session) << failure.message;
  EXPECT_EQ(session->id, "cs_test_1");
  EXPECT_EQ(session->url, "https://checkout.stripe.com/c/pay/cs_test_1");
  EXPECT_TRUE(server.head.starts_with("POST /v1/checkout/sessions HTTP/1.1\r\n")) << server.head;
  EXPECT_NE(server.head.find("\r\nAuthorization: Bearer sk_test_http_51Marine\r\n"), std::string::npos) << server.head;
  EXPECT_NE(server.head.find("\r\nIdempotency-Key: checkout-ENQ-2026-0042-deposit-1\r\n"), std::string::npos) << server.head;
  EXPECT_NE(server.head.find("\r\nContent-Type: application/x-www-form-urlencoded\r\n"), std::string::npos) << server.head;
  EXPECT_TRUE(server.body.starts_with("mode=payment&line_items[0][price_data][currency]=aed&"
                                      "line_items[0][price_data][unit_amount]=150000&"))
      << server.body;
  EXPECT_NE(server.body.find("&metadata[kind]=deposit&"), std::string::npos) << server.body;
  EXPECT_NE(server.body.find("&expires_at=1765103600"), std::string::npos) << server.body;
}

TEST_F(stripe_gateway_http, a_refusal_is_a_short_message_without_the_key)
{
  one_request_server server(http_answer(
      401, R"({"error":{"type":"invalid_request_error","message":"Invalid API Key provided: sk_test_http_51Marine"}})"));
  domain::gateway_failure failure;
  EXPECT_FALSE(create(server.base(), a_request(), failure));
  EXPECT_TRUE(failure.message.starts_with("Stripe answered 401 (invalid_request_error)")) << failure.message;
  EXPECT_EQ(failure.message.find("sk_test_http"), std::string::npos) << failure.message;
}

TEST_F(stripe_gateway_http, a_header_breaking_idempotency_key_is_never_sent)
{
  auto request = a_request();
  request.idempotency_key = "k\r\nX-Injected: 1";
  domain::gateway_failure failure;
  EXPECT_FALSE(create("http://127.0.0.1:9", request, failure));
  EXPECT_EQ(failure.message, "The checkout's idempotency key is not a valid header value");
}

TEST_F(stripe_gateway_http, the_key_is_never_sent_in_clear_off_this_machine)
{
  domain::gateway_failure failure;
  EXPECT_FALSE(create("http://stripe.example.invalid", a_request(), failure));
  EXPECT_EQ(failure.message, "STRIPE_API_BASE must be an https:// address (http:// only to this machine)");
}

TEST_F(stripe_gateway_http, no_server_is_a_network_failure)
{
  std::string base;
  {
    one_request_server closed("");  // a port that was just free
    base = closed.base();
  }
  domain::gateway_failure failure;
  EXPECT_FALSE(create(base, a_request(), failure));
  EXPECT_EQ(failure.message, "Stripe did not accept a connection");
}

TEST_F(stripe_gateway_http, a_silent_stripe_is_given_up_at_15_seconds)
{
  one_request_server server(http_answer(200, "{}"), std::chrono::milliseconds(16'000));
  domain::gateway_failure failure;
  const auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(create(server.base(), a_request(), failure));
  const auto took = std::chrono::steady_clock::now() - start;
  EXPECT_EQ(failure.message, "Stripe did not answer within 15 seconds");
  EXPECT_GE(took, std::chrono::seconds(14));
  EXPECT_LT(took, std::chrono::milliseconds(15'900));
}

}  // namespace
