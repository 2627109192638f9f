// The system's libyaml (Debian: libyaml-dev), whose event parser the YAML reader drives.
#include <yaml.h>
