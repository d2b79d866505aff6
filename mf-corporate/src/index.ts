// async boundary: shared singletons (react, @rednest/shared) are negotiated before any app code runs (TOOLCHAIN.md)
import('./bootstrap');
