import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { lightIcons } from './web/vite-build/light-icons';
import { shellChunks } from './web/vite-build/shell-chunks';

export default defineConfig({
  plugins: [lightIcons(), tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: shellChunks() } } } },
  },
});
