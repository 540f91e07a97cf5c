// The layer check's program (ai/CMakeLists.txt): it links one of the engine's
// libraries whole with only the libraries it declares, and runs nothing.
int main() {
    return 0;
}
