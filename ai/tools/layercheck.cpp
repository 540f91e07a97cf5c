// The layer check's program (ataxx_layer_check, CMakeLists.txt): it links one
// of the engine's or the app's libraries whole with only the libraries it
// declares, and runs nothing.
int main() {
    return 0;
}
