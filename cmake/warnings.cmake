# marine_warnings: the warning set every target of ours compiles with.
add_library(marine_warnings INTERFACE)
target_compile_options(marine_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
  -Woverloaded-virtual -Wconversion -Wsign-conversion -Wnull-dereference -Wimplicit-fallthrough)
