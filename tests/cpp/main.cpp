// Catch2's own main; each test file covers one core header and tags its cases with its name.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
