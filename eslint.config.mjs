import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'registry/generated/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'import/no-default-export': 'off',
    },
  },
];

export default config;
