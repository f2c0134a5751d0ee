// The one translation unit that compiles Asio's and Beast's implementation
// (BOOST_ASIO_SEPARATE_COMPILATION / BOOST_BEAST_SEPARATE_COMPILATION): every other
// file includes only declarations, which keeps builds fast.
#include <boost/asio/impl/src.hpp>
#include <boost/beast/src.hpp>
