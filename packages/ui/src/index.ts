export { cn } from './lib/cn';
export { brands, type Brand } from './lib/brands';
export { Button, buttonVariants, type ButtonProps } from './components/button/button';
