# The dev preset runs everything under ASan and UBSan, so memory and UB faults fail tests.
# UBSan's `function` check is left out: clang 14 cannot emit it for our coroutines
# ("Cannot represent a difference across sections"); every other check stays on.
if(MARINE_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize=function -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()

# Gives an executable our default sanitizer settings (a no-op without sanitizers).
function(marine_sanitizer_defaults target)
  if(MARINE_SANITIZE)
    target_sources(${target} PRIVATE ${PROJECT_SOURCE_DIR}/src/support/lsan_suppressions.cpp)
  endif()
endfunction()
